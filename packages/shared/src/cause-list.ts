/** Case types of a cause-list entry (spec 3). */
export const CASE_TYPES = ['Civil', 'Criminal', 'Family', 'Land'] as const;
export type CaseType = (typeof CASE_TYPES)[number];

/**
 * Matters the live-streaming rules of Indian courts keep off the public stream. An entry in one of these is
 * excluded by default; the judge's Allow/Dismiss in the courtroom starts from that.
 */
export const STREAMING_EXCLUSIONS = [
  'none',
  'matrimonial',
  'sexual_offence',
  'pocso',
  'juvenile',
  'adoption_custody',
  'in_camera',
  'evidence_recording',
] as const;
export type StreamingExclusion = (typeof STREAMING_EXCLUSIONS)[number];

/** The judge's Allow/Dismiss of one hearing in the courtroom's cause-list panel; null until they choose. */
export const PUBLIC_STREAM_DECISIONS = ['allow', 'dismiss'] as const;
export type PublicStreamDecision = (typeof PUBLIC_STREAM_DECISIONS)[number];

/** Whether the public may watch a hearing: the judge's decision when made, else no streaming exclusion. */
export function isStreamable(entry: {
  streamingExclusion: StreamingExclusion;
  publicStreamDecision: PublicStreamDecision | null;
}): boolean {
  return entry.publicStreamDecision
    ? entry.publicStreamDecision === 'allow'
    : entry.streamingExclusion === 'none';
}

export const PARTY_NAME_LENGTH = { min: 3, max: 100 } as const;
export const CASE_NUMBER_MAX_LENGTH = 25;

/** A cause-list entry as the Cause List table shows it (spec 3). */
export type CauseListEntry = {
  id: number;
  nextDate: string;
  roomNo: string;
  /** The court room's value ("n^m"); null for a hearing before no district court room. */
  courtRoom: string | null;
  casestage: string;
  cnr: string;
  petitioner: string;
  respondent: string;
  advocatePetitioner: string;
  advocateRespondent: string;
  caseType: CaseType;
  filingNumber: string;
  filingDate: string;
  registrationNumber: string;
  registrationDate: string;
  caseNumber: string;
  petitionerEnrollmentId: string;
  respondentEnrollmentId: string;
  streamingExclusion: StreamingExclusion;
  publicStreamDecision: PublicStreamDecision | null;
  /** False when the judge dismissed it, or, before they chose, when the exclusion keeps it off (isStreamable). */
  streamable: boolean;
};
