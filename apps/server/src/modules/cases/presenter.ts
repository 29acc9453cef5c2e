import { courtDate, isStreamable, type CaseRow, type CaseStatus, type SavedCase } from '@nyaya/shared';
import type { HearingRecord } from './queries.ts';
import type { SavedCaseRecord } from './saved-case-queries.ts';

/** Spec 4: Live, then Available, then Expired; a hearing without recordings is Upcoming or Unrecorded. */
export function caseStatus(hearing: HearingRecord, today: string = courtDate()): CaseStatus {
  if (hearing.live) return 'Live';
  if (hearing.available > 0) return 'Available';
  if (hearing.expired > 0) return 'Expired';
  return hearing.nextDate >= today ? 'Upcoming' : 'Unrecorded';
}

/** YYYY-MM-DD as the spec's dd-mm-yyyy. */
function dayMonthYear(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}

export function presentCaseRow(hearing: HearingRecord, today?: string): CaseRow {
  return {
    hearingId: hearing.id,
    causeNo: hearing.caseNumber,
    cnr: hearing.cnr,
    petitioner: hearing.petitioner,
    petitionerAdvocate: hearing.advocatePetitioner,
    defendant: hearing.respondent,
    defendantAdvocate: hearing.advocateRespondent,
    date: dayMonthYear(hearing.nextDate),
    hearingDate: hearing.nextDate,
    recordings: hearing.available,
    status: caseStatus(hearing, today),
    courtRoom: hearing.roomNo,
    courtName: hearing.courtName,
    streamable: isStreamable(hearing),
  };
}

export function presentSavedCase(
  saved: SavedCaseRecord,
  hearing: HearingRecord | undefined,
  today?: string,
): SavedCase {
  return {
    cnr: saved.cnr,
    savedAt: saved.savedAt.toISOString(),
    hearing: hearing ? presentCaseRow(hearing, today) : null,
  };
}
