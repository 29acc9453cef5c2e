import { ARCHIVAL_ACCESS_DAYS, archivalListQuery, type ArchivalRequest } from '@nyaya/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { usePageState } from '../../../lib/use-page-state';
import { useSearchFilters } from '../../../lib/use-search-filters';
import { useArchivalRequests, type ArchivalFilters } from '../api/get-archival-requests';
import { ArchivalApproveModal } from './archival-approve-modal';
import { ArchivalCreateModal } from './archival-create-modal';
import { ArchivalFiltersBar } from './archival-filters-bar';
import { ArchivalRejectModal } from './archival-reject-modal';
import { ArchivalTable, type ArchivalAction } from './archival-table';

const FILTERS = ['cnr', 'requestId', 'status'] as const;

/** The address's filters, each left out when a hand-edited link gives one the list query would refuse. */
function validFilters(raw: Record<(typeof FILTERS)[number], string>): ArchivalFilters {
  const { cnr, requestId, status } = archivalListQuery.shape;
  return {
    cnr: cnr.safeParse(raw.cnr || undefined).data ?? '',
    requestId: requestId.safeParse(raw.requestId || undefined).data?.toString() ?? '',
    status: status.safeParse(raw.status || undefined).data ?? '',
  };
}

type OpenModal = { kind: 'create' } | { kind: ArchivalAction; request: ArchivalRequest } | null;

/** /archival-request: the Controller's archival requests, their search, and Approve or Reject (spec.md §3). */
export function ArchivalRequestPage() {
  const { t } = useTranslation();
  const [rawFilters, setFilters] = useSearchFilters(FILTERS);
  const filters = validFilters(rawFilters);
  const [page, setPage] = usePageState();
  const list = useArchivalRequests(page, filters);
  const [modal, setModal] = useState<OpenModal>(null);

  // A save or decision closes its modal and reloads page 1 (the mutation refreshes the list).
  const reloadFirstPage = () => {
    setModal(null);
    setPage(1);
  };

  return (
    <section className="page">
      <PageTitle title={t('pages.archivalRequest')} />
      <ArchivalFiltersBar
        filters={filters}
        onFilter={setFilters}
        onCreate={() => setModal({ kind: 'create' })}
      />
      <ArchivalTable
        rows={list.data?.data}
        isLoading={list.isPending}
        onAction={(kind, request) => setModal({ kind, request })}
      />
      <Pagination page={page} totalPages={list.data?.totalPages ?? 0} onChange={setPage} />
      {modal?.kind === 'create' && (
        <ArchivalCreateModal onClose={() => setModal(null)} onSaved={reloadFirstPage} />
      )}
      {modal?.kind === 'approve' && (
        <ArchivalApproveModal
          request={modal.request}
          defaultAccessDays={list.data?.defaultAccessDays ?? ARCHIVAL_ACCESS_DAYS.default}
          onClose={() => setModal(null)}
          onDecided={reloadFirstPage}
        />
      )}
      {modal?.kind === 'reject' && (
        <ArchivalRejectModal
          request={modal.request}
          onClose={() => setModal(null)}
          onDecided={reloadFirstPage}
        />
      )}
    </section>
  );
}
