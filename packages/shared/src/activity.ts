import type { AccessEvent } from './access-log.ts';
import type { OtpPurpose } from './otp.ts';

/** How many of each kind of the user's own activity the Transactions page lists, newest first. */
export const ACTIVITY_LIST_LIMIT = 20;

/** The access-log events that are a user's own account activity, listed under "Sign-ins and account changes". */
export const ACCOUNT_ACTIVITY_EVENTS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'signup',
  'account_locked',
  'password_changed',
  'password_reset',
  'contact_changed',
  'other_sessions_signed_out',
] as const satisfies readonly AccessEvent[];

/** A session of the user's that is still signed in; `current` is the one asking. */
export type ActiveSession = {
  id: string;
  ip: string | null;
  userAgent: string | null;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
};

export type AccountEvent = {
  event: (typeof ACCOUNT_ACTIVITY_EVENTS)[number];
  ip: string | null;
  userAgent: string | null;
  at: string;
};

/**
 * A one-time code sent to the user: where it went and what became of it (used to finish what it was for,
 * replaced by a newer code sent for the same purpose before it was used, entered but not yet used, expired
 * unused, or still waiting to be entered).
 */
export type CodeSent = {
  purpose: OtpPurpose;
  to: string;
  sentAt: string;
  state: 'used' | 'replaced' | 'verified' | 'expired' | 'waiting';
};

/** A hearing whose recordings the user opened, with the last time and how often. */
export type RecordingViewed = { cnr: string; hearingDate: string; lastViewedAt: string; views: number };

/**
 * GET /api/v1/users/activity: the signed-in user's own activity (the /transactions page, which lists a requester's
 * archival requests from GET /archival/myRequests).
 */
export type OwnActivity = {
  sessions: ActiveSession[];
  accountEvents: AccountEvent[];
  codesSent: CodeSent[];
  recordingsViewed: RecordingViewed[];
};

/** POST /api/v1/users/sessions/signOutOthers: how many other sessions were signed out. */
export type OtherSessionsSignedOut = { signedOut: number };
