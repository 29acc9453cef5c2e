import type { CauseListEntry } from '@nyaya/shared';
import type { TFunction } from 'i18next';
import type { Column } from '../../../components/data-table';
import { formatDay } from '../../../lib/format-date';

/** A number over its date, as one cell. */
function numberAndDate(number: string, day: string) {
  return (
    <>
      <span className="d-block">{number}</span>
      <span className="d-block text-body-secondary">{formatDay(day)}</span>
    </>
  );
}

/**
 * The Cause List's data columns (after the selection checkbox): when and where right after the case number,
 * so a laptop shows them without scrolling the table sideways.
 */
export function causeListColumns(t: TFunction): Column<CauseListEntry>[] {
  const text = (id: 'caseNumber' | 'caseType' | 'cnr') => ({
    id,
    header: t(`causeList.columns.${id}`),
    cell: (row: CauseListEntry) => row[id],
  });
  const name = (id: 'petitioner' | 'respondent' | 'advocatePetitioner' | 'advocateRespondent') => ({
    id,
    header: t(`causeList.columns.${id}`),
    className: 'cell-name',
    cell: (row: CauseListEntry) => row[id],
  });
  return [
    { ...text('caseNumber'), className: 'text-nowrap' },
    {
      id: 'nextDate',
      header: t('causeList.columns.nextDate'),
      className: 'text-nowrap',
      cell: (row) => formatDay(row.nextDate),
    },
    { id: 'roomNo', header: t('causeList.columns.roomNo'), cell: (row) => row.roomNo },
    text('caseType'),
    { ...text('cnr'), className: 'font-monospace' },
    {
      id: 'registration',
      header: t('causeList.columns.registration'),
      cell: (row) => numberAndDate(row.registrationNumber, row.registrationDate),
    },
    {
      id: 'filing',
      header: t('causeList.columns.filing'),
      cell: (row) => numberAndDate(row.filingNumber, row.filingDate),
    },
    name('petitioner'),
    name('respondent'),
    name('advocatePetitioner'),
    name('advocateRespondent'),
    {
      id: 'enrollmentIds',
      header: t('causeList.columns.enrollmentIds'),
      className: 'text-nowrap',
      cell: (row) => (
        <>
          <span className="d-block">
            {t('causeList.enrollmentPetitioner', { id: row.petitionerEnrollmentId })}
          </span>
          <span className="d-block">
            {t('causeList.enrollmentRespondent', { id: row.respondentEnrollmentId })}
          </span>
        </>
      ),
    },
    {
      id: 'streaming',
      header: t('causeList.columns.streaming'),
      cell: (row) =>
        row.streamingExclusion === 'none'
          ? t('causeList.streamingAllowed')
          : t(`causeList.exclusions.${row.streamingExclusion}`),
    },
  ];
}
