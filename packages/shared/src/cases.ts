import type { OwnArchivalRequest } from './archival.ts';
import type { CourtName } from './courts.ts';
import type { StreamingExclusion } from './cause-list.ts';
import type { ViewingVersion } from './media.ts';

/** Why a matter's party names are not shown to the public: the streaming exclusion that covers it. */
export type WithheldReason = Exclude<StreamingExclusion, 'none'>;

/**
 * Where a hearing stands on the case search screen (spec.md §4 "Case status"): Live while its session runs;
 * Available while a recording is within its court's retention; Expired once retention took the recordings
 * (they can be requested through archival). A hearing not yet held is Upcoming; one held without a recording
 * is Unrecorded. Only the first three have a row action (Join, View, Request).
 */
export const CASE_STATUSES = ['Live', 'Available', 'Expired', 'Upcoming', 'Unrecorded'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/**
 * One hearing of a case as the search table shows it (spec.md §3 "Case/session row"). The names are null, and
 * `withheld` says why, when a streaming exclusion keeps them from this viewer (permission `parties:viewWithheld`).
 */
export type CaseRow = {
  hearingId: number;
  causeNo: string;
  cnr: string;
  petitioner: string | null;
  petitionerAdvocate: string | null;
  defendant: string | null;
  defendantAdvocate: string | null;
  withheld: WithheldReason | null;
  /** dd-mm-yyyy, as the spec shows it; hearingDate is the same day as YYYY-MM-DD. */
  date: string;
  hearingDate: string;
  /** Recordings of the hearing still within retention. */
  recordings: number;
  status: CaseStatus;
  /** The streaming room (Room1…), and the court room the case is heard in (null for none, e.g. a bench's). */
  courtRoom: string;
  courtName: CourtName | null;
  /** What people are shown as the court: courtName, else (no court room linked) courtRoom. */
  court: CourtName;
  /** False when a streaming exclusion keeps the hearing off the public stream. */
  streamable: boolean;
  /** The signed-in user's own archival request of this hearing, pending or open; null when there is none. */
  archivalRequest: OwnArchivalRequest | null;
};

/** A case an advocate keeps on their Live Sessions list, with the hearing that matters now: today's, else the next, else the latest. */
export type SavedCase = { cnr: string; savedAt: string; hearing: CaseRow | null };

/** A way to watch a recording: its address signed for this viewer, and its bits a second on average. */
export type VideoVersion = { url: string; bitsPerSecond: number | null };

/** GET /videos/:hearingId: the hearing's recordings, each with a signed address for this viewer only. */
export type HearingVideo = {
  /** The newest recording's address (spec.md §7 "Video"); `recordings` lists them all. */
  videoUrl: string;
  recordings: {
    id: number;
    videoUrl: string;
    recordedAt: string;
    durationSeconds: number | null;
    /**
     * The recording as it was made (`videoUrl`) and the versions for a weak link made of it so far (issue 41):
     * about 360p, and the sound alone. A viewer of the court's whole record where the public's copy leaves parts
     * out gets none (they are made of the public's copy).
     */
    versions: { source: VideoVersion } & Partial<Record<ViewingVersion, VideoVersion>>;
  }[];
  hearing: CaseRow;
  /** When the addresses stop working (ISO); the page asks again after that. */
  expiresAt: string;
};
