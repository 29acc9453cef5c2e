import { PAGE_SIZE, type StreamSetup } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { useListActions } from '../../../lib/use-list-actions';
import { usePageState } from '../../../lib/use-page-state';
import { useSearchFilters } from '../../../lib/use-search-filters';
import { useRoomIds } from '../api/get-room-ids';
import { usePrefetchStreamConfig } from '../api/get-stream-config';
import { useStreamSetups } from '../api/get-stream-setups';
import { StreamDelayModal } from './stream-delay-modal';
import { StreamDeleteModal } from './stream-delete-modal';
import { StreamFormModal } from './stream-form-modal';
import { StreamTable } from './stream-table';
import { StreamToolbar, type StreamAction } from './stream-toolbar';

const FILTERS = ['roomId'] as const;

/** /controller/masters/controllPannel: each streaming room's relay to YouTube and Facebook (spec.md §2, §3, §4). */
export function StreamSetupPage() {
  const { t } = useTranslation();
  usePrefetchStreamConfig();
  const [filters, setFilters] = useSearchFilters(FILTERS);
  const [page, setPage] = usePageState();
  const roomIds = useRoomIds().data;
  // A room that is no longer listed (its setup deleted, or a stale link) means every room.
  const roomId = roomIds && !roomIds.includes(filters.roomId) ? '' : filters.roomId;
  const setups = useStreamSetups(page, roomId);
  // Rows are selected on the page in view; another page or room starts with none selected.
  const scope = `${roomId}|${page}`;
  const { selected, select, modal, closeModal, reloadFirstPage, onAction } = useListActions<
    StreamSetup,
    StreamAction
  >({
    rows: setups.data?.rows,
    rowKey: (setup) => setup.id,
    scope,
    setPage,
    messages: {
      edit: 'selectStreamToEdit',
      onlyOne: 'selectOnlyOneStream',
      delete: 'selectStreamToDelete',
      delay: 'selectStreamToDelay',
    },
  });

  return (
    <section className="page">
      <PageTitle title={t('pages.streamSetup')} />
      <StreamToolbar
        roomId={roomId}
        onRoomChange={(value) => setFilters({ roomId: value })}
        onAction={onAction}
      />
      <StreamTable
        key={scope}
        rows={setups.data?.rows}
        isLoading={setups.isPending}
        firstSerial={roomId ? 1 : (page - 1) * PAGE_SIZE.streamSetup + 1}
        selected={selected}
        onSelect={select}
      />
      {!roomId && <Pagination page={page} totalPages={setups.data?.totalPages ?? 0} onChange={setPage} />}
      {modal?.kind === 'form' && (
        <StreamFormModal setup={modal.row} onClose={closeModal} onSaved={reloadFirstPage} />
      )}
      {modal?.kind === 'delete' && (
        <StreamDeleteModal setups={modal.rows} onClose={closeModal} onDeleted={reloadFirstPage} />
      )}
      {modal?.kind === 'delay' && (
        <StreamDelayModal setups={modal.rows} onClose={closeModal} onSaved={reloadFirstPage} />
      )}
    </section>
  );
}
