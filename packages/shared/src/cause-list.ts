import { normalizeCnr } from './schemas/cnr.ts';

/** Case types of a cause-list entry (spec.md §3). */
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

/** A court room as the proposal below reads it: its value ("n^m") and its court complex's value. */
export type StreamedCourtRoom = { value: string; complexValue: string };

/** A CNR's first six characters are its court establishment's code, a court complex's value (e.g. DLNW01). */
const ESTABLISHMENT_CODE_LENGTH = 6;

/**
 * The court room a hearing is heard in when the entry names none, among those its room streams: the room's only
 * one, or else the room's one court room in the court complex that the CNR names. Undefined when neither
 * settles it (a High Court bench's CNR names no district complex).
 */
export function proposedCourtRoom(streamed: readonly StreamedCourtRoom[], cnr: string): string | undefined {
  if (streamed.length === 1) return streamed[0]?.value;
  const establishment = normalizeCnr(cnr).slice(0, ESTABLISHMENT_CODE_LENGTH);
  const inComplex = streamed.filter((courtRoom) => courtRoom.complexValue === establishment);
  return inComplex.length === 1 ? inComplex[0]?.value : undefined;
}

export const PARTY_NAME_LENGTH = { min: 3, max: 100 } as const;
export const CASE_NUMBER_MAX_LENGTH = 25;

/** A cause-list entry as the Cause List table shows it (spec.md §3). */
export type CauseListEntry = {
  hearingId: number;
  nextDate: string;
  roomId: string;
  /** The court room's value ("n^m"); null for a High Court bench's hearing, before no district court room. */
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
