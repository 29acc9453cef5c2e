import Form from 'react-bootstrap/Form';
import type { Column } from './data-table';
import { SelectAllCheckbox } from './select-all-checkbox';

type SelectionColumnOptions<Row> = {
  rows: Row[] | undefined;
  rowKey: (row: Row) => number;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], checked: boolean) => void;
  selectAllLabel: string;
  /** The accessible name of a row's checkbox, e.g. "Select Room2". */
  rowLabel: (row: Row) => string;
};

/** The first column of a selectable table: a select-all checkbox in the header and one per row (spec.md §4). */
export function selectionColumn<Row>({
  rows,
  rowKey,
  selected,
  onSelect,
  selectAllLabel,
  rowLabel,
}: SelectionColumnOptions<Row>): Column<Row> {
  const ids = rows?.map(rowKey) ?? [];
  return {
    id: 'select',
    header: (
      <SelectAllCheckbox
        label={selectAllLabel}
        total={ids.length}
        selected={ids.filter((id) => selected.has(id)).length}
        onChange={(all) => onSelect(ids, all)}
      />
    ),
    cell: (row) => (
      <Form.Check.Input
        type="checkbox"
        aria-label={rowLabel(row)}
        checked={selected.has(rowKey(row))}
        onChange={(event) => onSelect([rowKey(row)], event.target.checked)}
      />
    ),
  };
}
