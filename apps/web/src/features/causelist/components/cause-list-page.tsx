import { MESSAGES, type CauseListEntry } from '@nyaya/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { notifyFailure } from '../../../lib/notify';
import { usePageState } from '../../../lib/use-page-state';
import { useRowSelection } from '../../../lib/use-row-selection';
import { useSearchFilters } from '../../../lib/use-search-filters';
import { useCauseList } from '../api/get-cause-list';
import { CauseListDeleteModal } from './cause-list-delete-modal';
import { CauseListFormModal } from './cause-list-form-modal';
import { CauseListTable } from './cause-list-table';
import { CauseListToolbar, type CauseListAction } from './cause-list-toolbar';

const FILTERS = ['cnr', 'date', 'roomNo'] as const;

type OpenModal =
  { kind: 'form'; entry?: CauseListEntry } | { kind: 'delete'; entries: CauseListEntry[] } | null;

/** /causelist: the hearings listed per date and room, with the streaming rule of each (spec.md §2, §3, §4). */
export function CauseListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useSearchFilters(FILTERS);
  const [page, setPage] = usePageState();
  const list = useCauseList(page, filters);
  const rows = list.data?.rows;
  // Rows are selected on the page in view; another page, filter or search starts with none selected.
  const scope = `${filters.cnr}|${filters.date}|${filters.roomNo}|${page}`;
  const { selected, selectedRows, select, clear } = useRowSelection(rows, scope);
  const [modal, setModal] = useState<OpenModal>(null);

  // spec.md §4: a save or delete closes its modal and reloads page 1 (the mutation refreshes the list).
  const reloadFirstPage = () => {
    setModal(null);
    clear();
    setPage(1);
  };
  const onAction = (action: CauseListAction) => {
    const count = selectedRows.length;
    if (action === 'add') setModal({ kind: 'form' });
    else if (action === 'edit' && count === 0) notifyFailure(MESSAGES.selectCauseListToEdit);
    else if (action === 'edit' && count > 1) notifyFailure(MESSAGES.selectOnlyOneCauseList);
    else if (action === 'edit') setModal({ kind: 'form', entry: selectedRows[0] });
    else if (count === 0) notifyFailure(MESSAGES.selectCauseListToDelete);
    else setModal({ kind: 'delete', entries: selectedRows });
  };

  return (
    <section className="page">
      <PageTitle title={t('pages.causeList')} />
      <CauseListToolbar filters={filters} onFilter={setFilters} onAction={onAction} />
      {filters.cnr && (
        <p className="mb-2" role="status">
          {t('causeList.searchResults', { cnr: filters.cnr })}
        </p>
      )}
      <CauseListTable
        key={scope}
        rows={rows}
        isLoading={list.isPending}
        selected={selected}
        onSelect={select}
      />
      {!filters.cnr && <Pagination page={page} totalPages={list.data?.totalPages ?? 0} onChange={setPage} />}
      {modal?.kind === 'form' && (
        <CauseListFormModal entry={modal.entry} onClose={() => setModal(null)} onSaved={reloadFirstPage} />
      )}
      {modal?.kind === 'delete' && (
        <CauseListDeleteModal
          entries={modal.entries}
          onClose={() => setModal(null)}
          onDeleted={reloadFirstPage}
        />
      )}
    </section>
  );
}
