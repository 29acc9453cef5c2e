import type { CauseListEntry } from '@nyaya/shared';
import type { TFunction } from 'i18next';
import type { Column } from '../../../components/data-table';
import { formatDay } from '../../../lib/format-date';
import { courtRoomPlaceLabel, type CourtRoomPlace } from '../../../lib/use-court-room-places';

/** A number over its date, as one cell. */
function numberAndDate(number: string, day: string) {
  return (
    <>
      <span className="d-block">{number}</span>
      <span className="d-block text-body-secondary">{formatDay(day)}</span>
    </>
  );
}

/** Where the hearing is: its room, and under it the court room that court search lists it under. */
function roomAndCourt(row: CauseListEntry, place: CourtRoomPlace | undefined, t: TFunction) {
  return (
    <>
      <span className="d-block">{row.roomId}</span>
      {place ? (
        <span className="d-block text-body-secondary">{courtRoomPlaceLabel(place)}</span>
      ) : row.courtRoom ? null : (
        <span className="d-block text-warning-emphasis">
          <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
          {t('causeList.noCourtRoom')}
        </span>
      )}
    </>
  );
}

/**
 * The Cause List's data columns (after the selection checkbox): when and where right after the case number,
 * so they are read first. `placeOf` names a court room by its value.
 */
export function causeListColumns(
  t: TFunction,
  placeOf: (courtRoom: string) => CourtRoomPlace | undefined,
): Column<CauseListEntry>[] {
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
    { ...text('caseNumber'), className: 'cause-list-case-number fw-semibold' },
    {
      id: 'nextDate',
      header: t('causeList.columns.nextDate'),
      className: 'cause-list-date',
      cell: (row) => formatDay(row.nextDate),
    },
    {
      id: 'roomId',
      header: t('causeList.columns.roomId'),
      className: 'cause-list-room',
      cell: (row) => roomAndCourt(row, row.courtRoom ? placeOf(row.courtRoom) : undefined, t),
    },
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
      className: 'cause-list-enrollment',
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
