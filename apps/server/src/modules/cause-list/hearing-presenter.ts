import {
  courtDate,
  courtRoomName,
  isStreamable,
  sameInEveryLanguage,
  type CaseRow,
  type CaseStatus,
  type CourtName,
  type OwnArchivalRequest,
  type WithheldReason,
} from '@nyaya/shared';
import type { HearingRecord } from './hearing-queries.ts';

/** spec.md §4: Live, then Available, then Expired; a hearing without recordings is Upcoming or Unrecorded. */
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
export function courtNameOf(hearing: Pick<HearingRecord, 'heardIn'>): CourtName | null {
  return hearing.heardIn && courtRoomName(hearing.heardIn);
}

/** The court as people are shown it: the court room it is heard in, else (none linked) its streaming room. */
export function courtOf(hearing: Pick<HearingRecord, 'heardIn' | 'roomId'>): CourtName {
  return courtNameOf(hearing) ?? sameInEveryLanguage(hearing.roomId);
}

/** The row's names: the hearing's, or none of them when an exclusion keeps them from the viewer. */
function namesOf(hearing: HearingRecord, withheld: WithheldReason | null) {
  if (withheld) {
    return { petitioner: null, petitionerAdvocate: null, defendant: null, defendantAdvocate: null, withheld };
  }
  return {
    petitioner: hearing.petitioner,
    petitionerAdvocate: hearing.advocatePetitioner,
    defendant: hearing.respondent,
    defendantAdvocate: hearing.advocateRespondent,
    withheld,
  };
}

/**
 * A hearing's row as one viewer sees it: `withheld` is what keeps its names from them (withheldFrom), and
 * `archivalRequest` their own request of it (see ownArchivalRequestsOf).
 */
export function presentCaseRow(
  hearing: HearingRecord,
  viewer: { withheld: WithheldReason | null; archivalRequest: OwnArchivalRequest | null },
  today?: string,
): CaseRow {
  return {
    hearingId: hearing.id,
    causeNo: hearing.caseNumber,
    cnr: hearing.cnr,
    ...namesOf(hearing, viewer.withheld),
    date: dayMonthYear(hearing.nextDate),
    hearingDate: hearing.nextDate,
    recordings: hearing.available,
    status: caseStatus(hearing, today),
    courtRoom: hearing.roomId,
    courtName: courtNameOf(hearing),
    court: courtOf(hearing),
    streamable: isStreamable(hearing),
    archivalRequest: viewer.archivalRequest,
  };
}
