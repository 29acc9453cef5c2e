import type { CauseListDayEntry } from '@nyaya/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { PartiesToldCell } from './parties-told-cell';
import { StreamingBadge } from './streaming-badge';

type DayColumn = {
  id: 'srNo' | 'caseNumber' | 'cnr' | 'parties' | 'advocates' | 'stage' | 'streaming' | 'partiesTold';
  cell: (entry: CauseListDayEntry, index: number) => ReactNode;
  className?: string;
};

type DayTableProps = { caption: string; entries: CauseListDayEntry[] | undefined; isLoading: boolean };

/** One day's hearings in the order they are called; a table wider than the screen scrolls sideways. */
export function DayTable({ caption, entries, isLoading }: DayTableProps) {
  const { t } = useTranslation();
  const columns: DayColumn[] = [
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
  return (
    <DataTable
      caption={caption}
      captionHidden
      className="reader-day-table"
      columns={columns.map((column) => ({ ...column, header: t(`reader.columns.${column.id}`) }))}
      rows={entries}
      rowKey={(entry) => entry.hearingId}
      isLoading={isLoading}
      emptyText={t('reader.empty')}
    />
  );
}
