import type { ApiPage } from './api.ts';
import type { CourtName } from './courts.ts';
import type { Role } from './roles.ts';

/** Where an archival request stands (spec.md §3 "Archival request": the list shows these three). */
export const ARCHIVAL_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type ArchivalStatus = (typeof ARCHIVAL_STATUSES)[number];

/** An approval restores the recording to its requester for this many days (ARCHIVAL_ACCESS_DAYS sets the default). */
export const ARCHIVAL_ACCESS_DAYS = { min: 1, max: 30, default: 7 } as const;
export const ARCHIVAL_REASON_LENGTH = { min: 10, max: 500 } as const;
export const ARCHIVAL_NOTE_MAX_LENGTH = 500;

/** An archival request as the Archival Request page and the requester's dashboard show it. */
export type ArchivalRequest = {
  id: number;
  requester: { id: string; name: string; email: string; role: Role };
  cnr: string;
  hearingDate: string;
  /** The streaming room the hearing was listed in, and the court people are shown: its court room, else roomId. */
  roomId: string;
  court: CourtName;
  reason: string;
  status: ArchivalStatus;
  /** ISO instants. */
  requestedAt: string;
  /** Who filed it: the requester, or the Controller who created it for them. */
  createdByName: string;
  decidedByName: string | null;
  decidedAt: string | null;
  note: string | null;
  /** Until when an approved request restores access to the recording; null otherwise. */
  accessUntil: string | null;
  /**
   * The hearing whose recording this request opens now (the viewer's `hearing`): set while it is approved, its
   * access has not ended and the hearing is still listed; null otherwise.
   */
  viewableHearingId: number | null;
};

/**
 * The signed-in user's own request of a hearing while it matters to the search screen: awaiting a decision, or
 * approved and open until `accessUntil` (ISO). A rejected one, or one whose access ended, is not shown.
 */
export type OwnArchivalRequest = { status: 'Pending' } | { status: 'Approved'; accessUntil: string };

/** A page of the Archival Request list, with the access days the Approve modal starts from (ARCHIVAL_ACCESS_DAYS). */
export type ArchivalRequestPage = ApiPage<ArchivalRequest> & { defaultAccessDays: number };
