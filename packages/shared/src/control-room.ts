import type { RelayState } from './media.ts';
import type { CauseListEntry } from './cause-list.ts';
import type { CourtName } from './courts.ts';

/**
 * One streaming room on the Controller's control-room dashboard. Live, streaming, recording, viewers and
 * waiting advocates come from the courtroom; until a courtroom reports them they are false and 0.
 */
export type ControlRoomCard = {
  streamingRoomId: number;
  roomId: string;
  /** The court rooms whose hearings this streaming room carries, by name. */
  courtRooms: CourtName[];
  /** Entries on the court's today for this room. */
  causeListToday: number;
  /** Whether a stream setup exists; delay is its delay in minutes, null without one. */
  streamConfigured: boolean;
  delayMinutes: number | null;
  live: boolean;
  streaming: boolean;
  recording: boolean;
  /** The judge's recording is not reaching the server (CourtroomSnapshot.recordingAlarm). */
  recordingAlarm: boolean;
  viewers: number;
  waitingAdvocates: number;
  /** The room's relay to YouTube and Facebook: one entry per platform while relaying, else empty. */
  relay: RelayState[];
};

/**
 * What a courtroom does (a viewer joins, an advocate waits, recording starts) reaches the Controllers' cards at most
 * once in this window per room: the first change at once, the rest together at its end with the final state, so
 * a thousand viewers joining make a card a second, not a thousand.
 */
export const CONTROL_ROOM_CARD_WINDOW_MS = 1000;

/** A cause-list entry on the Reader's day list, with whether the parties were told it will be streamed. */
export type CauseListDayEntry = CauseListEntry & {
  /** ISO instant, or null while not marked. */
  partiesInformedAt: string | null;
  partiesInformedByName: string | null;
};

/** One room's cause list for one day, in hearing order. */
export type CauseListDay = { date: string; roomId: string | null; entries: CauseListDayEntry[] };

/**
 * A recording the server has not finalised into its MP4 yet: being finalised (pending), or failed and waiting for
 * its next try. Its chunks stay on disk until it is finalised.
 */
export type UnfinishedRecording = {
  sessionId: string;
  roomId: string;
  cnr: string;
  caseNumber: string;
  /** ISO instants. */
  startedAt: string;
  stoppedAt: string;
  state: 'pending' | 'failed';
  /** Why the last try failed (failed only). */
  failure: string | null;
  attempts: number;
  /** ISO instant of the next automatic try (failed only). */
  nextAttemptAt: string | null;
};
