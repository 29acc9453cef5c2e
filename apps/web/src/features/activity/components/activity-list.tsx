import { useId } from 'react';
import { DataTable, type Column } from '../../../components/data-table';

type ActivityListProps<T> = {
  title: string;
  intro: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
};

/** A headed list of the Transactions page: a line saying what it holds, then its table. */
export function ActivityList<T>({ title, intro, columns, rows, rowKey }: ActivityListProps<T>) {
  const headingId = useId();
  return (
    <section className="mb-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {title}
      </h2>
      <p className="text-body-secondary">{intro}</p>
      <DataTable
        caption={title}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        isLoading={false}
      />
    </section>
  );
}
