import { MESSAGES, PAGE_SIZE, type StreamSetup } from '@nyaya/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { notifyFailure } from '../../../lib/notify';
import { usePageState } from '../../../lib/use-page-state';
import { useRowSelection } from '../../../lib/use-row-selection';
import { useSearchFilters } from '../../../lib/use-search-filters';
import { useRoomIds } from '../api/get-room-ids';
import { usePrefetchStreamConfig } from '../api/get-stream-config';
import { useStreamSetups } from '../api/get-stream-setups';
import { StreamDelayModal } from './stream-delay-modal';
import { StreamDeleteModal } from './stream-delete-modal';
import { StreamFormModal } from './stream-form-modal';
import { StreamTable } from './stream-table';
import { StreamToolbar, type StreamAction } from './stream-toolbar';

const FILTERS = ['roomNo'] as const;

type OpenModal =
  { kind: 'form'; setup?: StreamSetup } | { kind: 'delete' | 'delay'; setups: StreamSetup[] } | null;

/** /controller/masters/controllPannel: each streaming room's relay to YouTube and Facebook (spec.md §2, §3, §4). */
export function StreamSetupPage() {
  const { t } = useTranslation();
  usePrefetchStreamConfig();
  const [filters, setFilters] = useSearchFilters(FILTERS);
  const [page, setPage] = usePageState();
  const roomIds = useRoomIds().data;
  // A room that is no longer listed (its setup deleted, or a stale link) means every room.
  const roomNo = roomIds && !roomIds.includes(filters.roomNo) ? '' : filters.roomNo;
  const setups = useStreamSetups(page, roomNo);
  const rows = setups.data?.rows;
  // Rows are selected on the page in view; another page or room starts with none selected.
  const scope = `${roomNo}|${page}`;
  const { selected, selectedRows, select, clear } = useRowSelection(rows, scope);
  const [modal, setModal] = useState<OpenModal>(null);

  // spec.md §4: a save, delete or delay closes its modal and reloads page 1 (the mutation refreshes the list).
  const reloadFirstPage = () => {
    setModal(null);
    clear();
    setPage(1);
  };
  const onAction = (action: StreamAction) => {
    const count = selectedRows.length;
    if (action === 'add') setModal({ kind: 'form' });
    else if (action === 'edit' && count === 0) notifyFailure(MESSAGES.selectStreamToEdit);
    else if (action === 'edit' && count > 1) notifyFailure(MESSAGES.selectOnlyOneStream);
    else if (action === 'edit') setModal({ kind: 'form', setup: selectedRows[0] });
    else if (count === 0)
      notifyFailure(action === 'delete' ? MESSAGES.selectStreamToDelete : MESSAGES.selectStreamToDelay);
    else setModal({ kind: action, setups: selectedRows });
  };

  return (
    <section className="page">
      <PageTitle title={t('pages.streamSetup')} />
      <StreamToolbar
        roomNo={roomNo}
        onRoomChange={(value) => setFilters({ roomNo: value })}
        onAction={onAction}
      />
      <StreamTable
        key={scope}
        rows={rows}
        isLoading={setups.isPending}
        firstSerial={roomNo ? 1 : (page - 1) * PAGE_SIZE.streamSetup + 1}
        selected={selected}
        onSelect={select}
      />
      {!roomNo && <Pagination page={page} totalPages={setups.data?.totalPages ?? 0} onChange={setPage} />}
      {modal?.kind === 'form' && (
        <StreamFormModal setup={modal.setup} onClose={() => setModal(null)} onSaved={reloadFirstPage} />
      )}
      {modal?.kind === 'delete' && (
        <StreamDeleteModal setups={modal.setups} onClose={() => setModal(null)} onDeleted={reloadFirstPage} />
      )}
      {modal?.kind === 'delay' && (
        <StreamDelayModal setups={modal.setups} onClose={() => setModal(null)} onSaved={reloadFirstPage} />
      )}
    </section>
  );
}
