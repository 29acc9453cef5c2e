import type { CauseListEntry } from '@nyaya/shared';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { SelectAllCheckbox } from '../../../components/select-all-checkbox';
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
  const ids = rows?.map((row) => row.id) ?? [];
  const columns: Column<CauseListEntry>[] = [
    {
      id: 'select',
      header: (
        <SelectAllCheckbox
          label={t('causeList.selectAll')}
          total={ids.length}
          selected={ids.filter((id) => selected.has(id)).length}
          onChange={(all) => onSelect(ids, all)}
        />
      ),
      cell: (row) => (
        <Form.Check.Input
          type="checkbox"
          aria-label={t('causeList.selectRow', { caseNumber: row.caseNumber })}
          checked={selected.has(row.id)}
          onChange={(event) => onSelect([row.id], event.target.checked)}
        />
      ),
    },
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
