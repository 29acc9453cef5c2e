import { type CauseListEntry } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { useListActions } from '../../../lib/use-list-actions';
import { usePageState } from '../../../lib/use-page-state';
import { useSearchFilters } from '../../../lib/use-search-filters';
import { useCauseList } from '../api/get-cause-list';
import { CauseListDeleteModal } from './cause-list-delete-modal';
import { CauseListFormModal } from './cause-list-form-modal';
import { CauseListTable } from './cause-list-table';
import { CauseListToolbar, type CauseListAction } from './cause-list-toolbar';

const FILTERS = ['cnr', 'date', 'roomId'] as const;

/** /causelist: the hearings listed per date and room, with the streaming rule of each (spec.md §2, §3, §4). */
export function CauseListPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useSearchFilters(FILTERS);
  const [page, setPage] = usePageState();
  const list = useCauseList(page, filters);
  // Rows are selected on the page in view; another page, filter or search starts with none selected.
  const scope = `${filters.cnr}|${filters.date}|${filters.roomId}|${page}`;
  const { selected, select, modal, closeModal, reloadFirstPage, onAction } = useListActions<
    CauseListEntry,
    CauseListAction
  >({
    rows: list.data?.rows,
    rowKey: (entry) => entry.hearingId,
    scope,
    setPage,
    messages: {
      edit: 'selectCauseListToEdit',
      onlyOne: 'selectOnlyOneCauseList',
      delete: 'selectCauseListToDelete',
    },
  });

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
        rows={list.data?.rows}
        isLoading={list.isPending}
        selected={selected}
        onSelect={select}
      />
      {!filters.cnr && <Pagination page={page} totalPages={list.data?.totalPages ?? 0} onChange={setPage} />}
      {modal?.kind === 'form' && (
        <CauseListFormModal entry={modal.row} onClose={closeModal} onSaved={reloadFirstPage} />
      )}
      {modal?.kind === 'delete' && (
        <CauseListDeleteModal entries={modal.rows} onClose={closeModal} onDeleted={reloadFirstPage} />
      )}
    </section>
  );
}
