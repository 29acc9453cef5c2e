import type { CauseListEntry } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { selectionColumn } from '../../../components/selection-column';
import { causeListColumns } from './cause-list-columns';

type CauseListTableProps = {
  rows: CauseListEntry[] | undefined;
  isLoading: boolean;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], checked: boolean) => void;
};

/** The cause-list entries with a checkbox per row ("Select <case number>") and a select-all. */
export function CauseListTable({ rows, isLoading, selected, onSelect }: CauseListTableProps) {
  const { t } = useTranslation();
  const columns: Column<CauseListEntry>[] = [
    selectionColumn({
      rows,
      selected,
      onSelect,
      selectAllLabel: t('causeList.selectAll'),
      rowLabel: (row) => t('causeList.selectRow', { caseNumber: row.caseNumber }),
    }),
    ...causeListColumns(t),
  ];
  return (
    <DataTable
      caption={t('causeList.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      isLoading={isLoading}
    />
  );
}
