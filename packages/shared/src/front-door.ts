import type { CaseStatus, WithheldReason } from './cases.ts';
import type { CourtName } from './courts.ts';

/**
 * One hearing of a case as anyone may see it on the front door, without an account: never the party names of a
 * matter a streaming exclusion covers (matrimonial, sexual offences, POCSO…), and never the advocates'.
 */
export type PublicHearing = {
  caseNumber: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The court room with its complex; the streaming room for a hearing before no district court room. */
  court: CourtName;
  status: CaseStatus;
  /** Whether the public may watch it, live or recorded: not a hearing kept off the public stream. */
  streamable: boolean;
} & (
  | { parties: { petitioner: string; respondent: string }; withheld: null }
  /** The exclusion that keeps the parties private. */
  | { parties: null; withheld: WithheldReason }
);

/** GET /public/cases/:cnr: the case's listing, its next hearing (today's or the soonest to come) and every hearing. */
export type PublicCaseStatus = {
  cnr: string;
  nextHearing: PublicHearing | null;
  /** Newest first. */
  hearings: PublicHearing[];
};

/** GET /public/courts: the courts Nyaya Live streams, for the front door to name. */
export type StreamedCourts = {
  /** The court complexes with a court room linked to a streaming room, in the alphabetical order of their names. */
  complexes: CourtName[];
  /** Whether a High Court bench is linked to one. */
  highCourt: boolean;
};

/** GET /public/live: a court room whose hearing the public can watch now (after its stream's delay). */
export type LiveCourt = {
  roomId: string;
  court: CourtName;
  hearingId: number;
  caseNumber: string;
  cnr: string;
};
