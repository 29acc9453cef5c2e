import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../lib/translate-message';

export type Column<T> = {
  id: string;
  /** Text, or a control such as a select-all checkbox. */
  header: ReactNode;
  /** What a cell is called on a phone, where each row is a card (the header when it is text). */
  label?: string;
  cell: (row: T, index: number) => ReactNode;
  className?: string;
};

type DataTableProps<T> = {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  isLoading: boolean;
  /** The lines shown while loading and when there are no rows, where a page has its own (spec.md §2). */
  loadingText?: string;
  emptyText?: string;
  /** For screen readers only, where a heading just above already names the table. */
  captionHidden?: boolean;
  className?: string;
};

const labelOf = <T,>(column: Column<T>) =>
  column.label ?? (typeof column.header === 'string' ? column.header : undefined);

/**
 * A captioned table: column headers, then a loading line, "No Records Found", or the rows. Under 576 px each row
 * is a card, each cell under its column's name (theme.css): a phone reads it without scrolling sideways.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rows, rowKey, isLoading, loadingText, emptyText, captionHidden, className } =
    props;
  const { t } = useTranslation();
  const status = isLoading
    ? (loadingText ?? t('common.loadingRecords'))
    : rows?.length
      ? null
      : (emptyText ?? translateMessage(t, 'noRecordsFound'));
  return (
    // A table wider than the screen scrolls inside a region that the keyboard can reach and scroll.
    <div className={`table-responsive ${className ?? ''}`} tabIndex={0} role="region" aria-label={caption}>
      <Table hover className="data-table align-middle caption-top mb-0" aria-busy={isLoading} role="table">
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.className} role="columnheader">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {status ? (
            <tr role="row">
              <td colSpan={columns.length} className="text-center text-body-secondary py-4" role="cell">
                <div role="status">{status}</div>
              </td>
            </tr>
          ) : (
            rows?.map((row, index) => (
              <tr key={rowKey(row)} role="row">
                {columns.map((column) => (
                  <td key={column.id} className={column.className} data-label={labelOf(column)} role="cell">
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </div>
  );
}
