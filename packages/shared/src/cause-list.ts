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

export const PARTY_NAME_LENGTH = { min: 3, max: 100 } as const;
export const CASE_NUMBER_MAX_LENGTH = 25;

/** A cause-list entry as the Cause List table shows it (spec 3). */
export type CauseListEntry = {
  id: number;
  nextDate: string;
  roomNo: string;
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
  /** False when the exclusion keeps the hearing off the public stream. */
  streamable: boolean;
};
