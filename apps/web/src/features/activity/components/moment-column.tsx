import type { Column } from '../../../components/data-table';
import { formatIstDateTime } from '../../../lib/format-date';

/** A column of moments, each as "dd-mm-yyyy HH:mm IST" in a <time>. */
export function momentColumn<T>(id: string, header: string, momentOf: (row: T) => string): Column<T> {
  return {
    id,
    header,
    className: 'text-nowrap',
    cell: (row) => <time dateTime={momentOf(row)}>{formatIstDateTime(momentOf(row))}</time>,
  };
}
