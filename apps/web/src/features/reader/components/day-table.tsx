import type { CauseListDayEntry } from '@nyaya/shared';
import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { PartiesToldCell } from './parties-told-cell';
import { StreamingBadge } from './streaming-badge';

type Column = {
  id: 'srNo' | 'caseNumber' | 'cnr' | 'parties' | 'advocates' | 'stage' | 'streaming' | 'partiesTold';
  cell: (entry: CauseListDayEntry, index: number) => ReactNode;
  className?: string;
};

type DayTableProps = { caption: string; entries: CauseListDayEntry[] | undefined; isLoading: boolean };

/** One day's hearings in the order they are called; a table wider than the screen scrolls sideways. */
export function DayTable({ caption, entries, isLoading }: DayTableProps) {
  const { t } = useTranslation();
  const columns: Column[] = [
    { id: 'srNo', cell: (_entry, index) => index + 1, className: 'text-nowrap' },
    { id: 'caseNumber', cell: (entry) => entry.caseNumber, className: 'text-nowrap' },
    { id: 'cnr', cell: (entry) => entry.cnr, className: 'font-monospace' },
    {
      id: 'parties',
      className: 'cell-name',
      cell: (entry) => t('reader.versus', { petitioner: entry.petitioner, respondent: entry.respondent }),
    },
    {
      id: 'advocates',
      className: 'cell-name',
      cell: (entry) => (
        <>
          <span className="d-block">{t('reader.forPetitioner', { name: entry.advocatePetitioner })}</span>
          <span className="d-block">{t('reader.forRespondent', { name: entry.advocateRespondent })}</span>
        </>
      ),
    },
    { id: 'stage', cell: (entry) => entry.casestage },
    { id: 'streaming', cell: (entry) => <StreamingBadge exclusion={entry.streamingExclusion} /> },
    { id: 'partiesTold', cell: (entry) => <PartiesToldCell entry={entry} /> },
  ];
  const status = isLoading ? t('common.loadingRecords') : entries?.length ? null : t('reader.empty');
  return (
    <div className="table-responsive reader-day-table" tabIndex={0} role="region" aria-label={caption}>
      <Table className="data-table align-middle caption-top mb-0" aria-busy={isLoading}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.className}>
                {t(`reader.columns.${column.id}`)}
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
            entries?.map((entry, index) => (
              <tr key={entry.id}>
                {columns.map((column) => (
                  <td key={column.id} className={column.className}>
                    {column.cell(entry, index)}
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
