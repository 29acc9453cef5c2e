import { formatIstDateTime } from '../lib/format-date';
import type { Column } from './data-table';

/** A column of moments, each as "dd-mm-yyyy HH:mm IST" (with seconds if asked) in a <time>. */
export function momentColumn<T>(
  id: string,
  header: string,
  momentOf: (row: T) => string,
  { seconds = false } = {},
): Column<T> {
  return {
    id,
    header,
    className: 'text-nowrap',
    cell: (row) => <time dateTime={momentOf(row)}>{formatIstDateTime(momentOf(row), { seconds })}</time>,
  };
}
