import {
  courtDate,
  courtRoomTitle,
  isStreamable,
  type CaseRow,
  type CaseStatus,
  type OwnArchivalRequest,
  type SavedCase,
} from '@nyaya/shared';
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

/** The court room the hearing is heard in, named with its complex; null for none. */
export function courtNameOf(hearing: Pick<HearingRecord, 'heardIn'>): string | null {
  return hearing.heardIn && courtRoomTitle(hearing.heardIn);
}

/** A hearing's row; `archivalRequest` is the viewer's own request of it (see ownArchivalRequestsOf). */
export function presentCaseRow(
  hearing: HearingRecord,
  today?: string,
  archivalRequest: OwnArchivalRequest | null = null,
): CaseRow {
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
    courtName: courtNameOf(hearing),
    streamable: isStreamable(hearing),
    archivalRequest,
  };
}

export function presentSavedCase(saved: SavedCaseRecord, hearing: CaseRow | null): SavedCase {
  return { cnr: saved.cnr, savedAt: saved.savedAt.toISOString(), hearing };
}
