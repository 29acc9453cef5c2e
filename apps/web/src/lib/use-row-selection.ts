import { useState } from 'react';

const NONE: ReadonlySet<number> = new Set();

/**
 * Checkbox selection of table rows (spec.md §4). Rows are selected within `scope` (the page, filters or search in
 * view): when the scope changes the selection starts empty again.
 */
export function useRowSelection<Row>(rows: Row[] | undefined, scope: string, rowKey: (row: Row) => number) {
  const [selection, setSelection] = useState({ scope, ids: NONE });
  const selected = selection.scope === scope ? selection.ids : NONE;
  const selectedRows = rows?.filter((row) => selected.has(rowKey(row))) ?? [];

  const select = (ids: number[], checked: boolean) => {
    const next = new Set(selected);
    ids.forEach((id) => (checked ? next.add(id) : next.delete(id)));
    setSelection({ scope, ids: next });
  };
  const clear = () => setSelection({ scope, ids: NONE });

  return { selected, selectedRows, select, clear };
}
