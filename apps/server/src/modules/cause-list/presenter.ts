import { isStreamable, type CauseListEntry } from '@nyaya/shared';
import type { CauseListRecord } from './queries.ts';

/** An entry as the table shows it, with whether its hearing may go on the public stream. */
export function presentCauseListEntry(row: CauseListRecord): CauseListEntry {
  return {
    hearingId: row.hearingId,
    nextDate: row.nextDate,
    roomId: row.roomId,
    courtRoom: row.courtRoom,
    casestage: row.casestage,
    cnr: row.cnr,
    petitioner: row.petitioner,
    respondent: row.respondent,
    advocatePetitioner: row.advocatePetitioner,
    advocateRespondent: row.advocateRespondent,
    caseType: row.caseType,
    filingNumber: row.filingNumber,
    filingDate: row.filingDate,
    registrationNumber: row.registrationNumber,
    registrationDate: row.registrationDate,
    caseNumber: row.caseNumber,
    petitionerEnrollmentId: row.petitionerEnrollmentId,
    respondentEnrollmentId: row.respondentEnrollmentId,
    streamingExclusion: row.streamingExclusion,
    publicStreamDecision: row.publicStreamDecision,
    streamable: isStreamable(row),
  };
}
