import type { CauseListEntry } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { selectionColumn } from '../../../components/selection-column';
import { useCourtRoomPlaces } from '../../../lib/use-court-room-places';
import { causeListColumns } from './cause-list-columns';
import '../causelist.css';

type CauseListTableProps = {
  rows: CauseListEntry[] | undefined;
  isLoading: boolean;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], checked: boolean) => void;
};

/**
 * The cause-list entries, a card each (causelist.css), with a checkbox per row ("Select <case number>") and a
 * select-all above them, named on screen since no column of headers stands beside it.
 */
export function CauseListTable({ rows, isLoading, selected, onSelect }: CauseListTableProps) {
  const { t } = useTranslation();
  const places = new Map(useCourtRoomPlaces().map((place) => [place.value, place]));
  const selection = selectionColumn({
    rows,
    rowKey: (row) => row.hearingId,
    selected,
    onSelect,
    selectAllLabel: t('causeList.selectAll'),
    rowLabel: (row) => t('causeList.selectRow', { caseNumber: row.caseNumber }),
  });
  const columns: Column<CauseListEntry>[] = [
    {
      ...selection,
      header: (
        <label className="d-inline-flex align-items-center gap-2 fw-normal">
          {selection.header}
          <span aria-hidden="true">{t('causeList.selectAll')}</span>
        </label>
      ),
    },
    ...causeListColumns(t, (courtRoom) => places.get(courtRoom)),
  ];
  return (
    <DataTable
      caption={t('causeList.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.hearingId}
      isLoading={isLoading}
      className="cause-list-table"
    />
  );
}
