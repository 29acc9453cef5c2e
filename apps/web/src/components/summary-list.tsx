import { Fragment, type ReactNode } from 'react';

/** What a modal acts on, as label and value pairs. */
export function SummaryList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="row mb-3">
      {items.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="col-sm-4">{label}</dt>
          <dd className="col-sm-8 text-break">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
