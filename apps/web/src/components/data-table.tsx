import { MESSAGES } from '@nyaya/shared';
import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../lib/translate-message';

export type Column<T> = {
  id: string;
  /** Text, or a control such as a select-all checkbox. */
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  className?: string;
};

type DataTableProps<T> = {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  isLoading: boolean;
  /** The lines shown while loading and when there are no rows, where a page has its own (spec 2). */
  loadingText?: string;
  emptyText?: string;
  /** For screen readers only, where a heading just above already names the table. */
  captionHidden?: boolean;
  className?: string;
};

/** A captioned table: column headers, then a loading line, "No Records Found", or the rows. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rows, rowKey, isLoading, loadingText, emptyText, captionHidden, className } =
    props;
  const { t } = useTranslation();
  const status = isLoading
    ? (loadingText ?? t('common.loadingRecords'))
    : rows?.length
      ? null
      : (emptyText ?? translateMessage(t, MESSAGES.noRecordsFound));
  return (
    // A table wider than the screen scrolls inside a region that the keyboard can reach and scroll.
    <div className={`table-responsive ${className ?? ''}`} tabIndex={0} role="region" aria-label={caption}>
      <Table hover className="data-table align-middle caption-top mb-0" aria-busy={isLoading}>
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {status ? (
            <tr>
              <td colSpan={columns.length} className="text-center text-body-secondary py-4" role="status">
                {status}
              </td>
            </tr>
          ) : (
            rows?.map((row, index) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={column.className}>
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
