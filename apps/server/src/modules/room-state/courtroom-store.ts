import {
  DEFAULT_MODERATION,
  type CourtroomParticipant,
  type CourtroomSnapshot,
  type CourtroomViewer,
  type ModerationState,
  type WaitingAdvocate,
} from '@nyaya/shared';
import type { HashStore } from './hash-store.ts';

/**
 * A room's own fields: who hosts it, the hearing in progress, the stream's state, and for the server alone: since
 * when the room has been on air (a recording chunk that arrived before then holds media from before the toggle),
 * and when its host last opened it (a host gone before then came back: that going ends nothing).
 */
export type RoomMeta = Pick<
  CourtroomSnapshot,
  | 'hostUserId'
  | 'hearing'
  | 'streaming'
  | 'pause'
  | 'recording'
  | 'recordingAlarm'
  | 'relay'
  | 'streamFailure'
> & { onAirSince: number | null; hostSince: number | null };
/** A participant as seated; their moderation is kept apart, per user, so it outlives the seat. */
export type Seat = Omit<CourtroomParticipant, keyof ModerationState>;
/** What a participant publishes through Janus: their feed, and the m-lines of its sound (for the host's mute). */
export type PublishedMedia = { feedId: number; audioMids: string[] };

const IDLE_META: RoomMeta = {
  hostUserId: null,
  hearing: null,
  streaming: false,
  pause: null,
  recording: false,
  recordingAlarm: false,
  relay: [],
  streamFailure: null,
  onAirSince: null,
  hostSince: null,
};
const MODERATION_FLAGS = Object.keys(DEFAULT_MODERATION) as (keyof ModerationState)[];

/**
 * The state of every courtroom, by room (its roomId), in named hashes: meta (a field per RoomMeta key),
 * participants and waiting and accepted (by user id), moderation (by `userId:flag`), allowed advocates (by
 * `hearingId:enrollmentNumber`), viewers (by socket id).
 * Every write sets or removes single fields, so instances sharing Redis never overwrite each other's changes.
 */
export type CourtroomStore = {
  meta: (roomId: string) => Promise<RoomMeta>;
  setMeta: (roomId: string, change: Partial<RoomMeta>) => Promise<void>;
  seats: (roomId: string) => Promise<Seat[]>;
  seatOf: (roomId: string, userId: string) => Promise<Seat | undefined>;
  /** Seats a user, replacing their earlier seat. */
  seat: (roomId: string, seat: Seat) => Promise<void>;
  /** Frees the user's seat only while this socket holds it (a rejoin elsewhere has not taken it over). */
  unseat: (roomId: string, userId: string, socketId: string) => Promise<boolean>;
  moderations: (roomId: string) => Promise<Record<string, ModerationState>>;
  moderationOf: (roomId: string, userId: string) => Promise<ModerationState>;
  moderate: (roomId: string, userId: string, flag: keyof ModerationState, value: boolean) => Promise<void>;
  /** Kept apart from the seat, which every participant sees: Janus's ids are for the server only. */
  setPublished: (roomId: string, userId: string, media: PublishedMedia) => Promise<void>;
  publishedOf: (roomId: string, userId: string) => Promise<PublishedMedia | undefined>;
  waiting: (roomId: string) => Promise<WaitingAdvocate[]>;
  waitingOf: (roomId: string, userId: string) => Promise<WaitingAdvocate | undefined>;
  wait: (roomId: string, advocate: WaitingAdvocate) => Promise<void>;
  withdraw: (roomId: string, userId: string) => Promise<boolean>;
  /** An admitted advocate accepted: they may join the meeting until it ends. */
  accept: (roomId: string, userId: string) => Promise<void>;
  hasAccepted: (roomId: string, userId: string) => Promise<boolean>;
  /** The host let an advocate the cause list does not name wait for a hearing (until the meeting ends). */
  allowAdvocate: (roomId: string, hearingId: number, enrollmentNumber: string) => Promise<void>;
  isAllowed: (roomId: string, hearingId: number, enrollmentNumber: string) => Promise<boolean>;
  viewers: (roomId: string) => Promise<CourtroomViewer[]>;
  watch: (roomId: string, viewer: CourtroomViewer) => Promise<void>;
  unwatch: (roomId: string, socketId: string) => Promise<boolean>;
  /** The meeting ended: everything but the viewers, who still watch the room's public stream. */
  clear: (roomId: string) => Promise<void>;
};

const parse = <T>(text: string): T => JSON.parse(text) as T;
const valuesOf = <T>(hash: Record<string, string>): T[] => Object.values(hash).map((text) => parse<T>(text));

export function createCourtroomStore(hashes: HashStore, prefix: string): CourtroomStore {
  const key = (roomId: string, part: string) => `${prefix}:courtroom:${roomId}:${part}`;
  const meeting = ['meta', 'participants', 'moderation', 'published', 'waiting', 'accepted', 'allowed'];
  // Enrollment numbers are one per person whatever their case (users_enrollment_number_unique).
  const allowance = (hearingId: number, enrollmentNumber: string) =>
    `${hearingId}:${enrollmentNumber.toUpperCase()}`;

  const store: CourtroomStore = {
    meta: async (roomId) => {
      const stored = await hashes.getAll(key(roomId, 'meta'));
      const fields = Object.fromEntries(Object.entries(stored).map(([field, text]) => [field, parse(text)]));
      return { ...IDLE_META, ...fields };
    },
    setMeta: (roomId, change) =>
      hashes.set(
        key(roomId, 'meta'),
        Object.fromEntries(Object.entries(change).map(([field, value]) => [field, JSON.stringify(value)])),
      ),
    seats: async (roomId) => valuesOf<Seat>(await hashes.getAll(key(roomId, 'participants'))),
    seatOf: async (roomId, userId) => {
      const text = await hashes.get(key(roomId, 'participants'), userId);
      return text === undefined ? undefined : parse<Seat>(text);
    },
    seat: (roomId, seat) => hashes.set(key(roomId, 'participants'), { [seat.userId]: JSON.stringify(seat) }),
    unseat: async (roomId, userId, socketId) => {
      const text = await hashes.get(key(roomId, 'participants'), userId);
      if (text === undefined || parse<Seat>(text).socketId !== socketId) return false;
      return hashes.removeIf(key(roomId, 'participants'), userId, text);
    },
    moderations: async (roomId) => {
      const byUser: Record<string, ModerationState> = {};
      for (const [field, value] of Object.entries(await hashes.getAll(key(roomId, 'moderation')))) {
        const [userId = '', flag] = field.split(':');
        const state = (byUser[userId] ??= { ...DEFAULT_MODERATION });
        if (MODERATION_FLAGS.some((known) => known === flag))
          state[flag as keyof ModerationState] = value === 'true';
      }
      return byUser;
    },
    moderationOf: async (roomId, userId) =>
      (await store.moderations(roomId))[userId] ?? { ...DEFAULT_MODERATION },
    moderate: (roomId, userId, flag, value) =>
      hashes.set(key(roomId, 'moderation'), { [`${userId}:${flag}`]: String(value) }),
    setPublished: (roomId, userId, media) =>
      hashes.set(key(roomId, 'published'), { [userId]: JSON.stringify(media) }),
    publishedOf: async (roomId, userId) => {
      const text = await hashes.get(key(roomId, 'published'), userId);
      return text === undefined ? undefined : parse<PublishedMedia>(text);
    },
    waiting: async (roomId) =>
      valuesOf<WaitingAdvocate>(await hashes.getAll(key(roomId, 'waiting'))).sort((a, b) =>
        a.since.localeCompare(b.since),
      ),
    waitingOf: async (roomId, userId) => {
      const text = await hashes.get(key(roomId, 'waiting'), userId);
      return text === undefined ? undefined : parse<WaitingAdvocate>(text);
    },
    wait: (roomId, advocate) =>
      hashes.set(key(roomId, 'waiting'), { [advocate.userId]: JSON.stringify(advocate) }),
    withdraw: (roomId, userId) => hashes.remove(key(roomId, 'waiting'), userId),
    accept: (roomId, userId) => hashes.set(key(roomId, 'accepted'), { [userId]: new Date().toISOString() }),
    hasAccepted: async (roomId, userId) => (await hashes.get(key(roomId, 'accepted'), userId)) !== undefined,
    allowAdvocate: (roomId, hearingId, enrollmentNumber) =>
      hashes.set(key(roomId, 'allowed'), {
        [allowance(hearingId, enrollmentNumber)]: new Date().toISOString(),
      }),
    isAllowed: async (roomId, hearingId, enrollmentNumber) =>
      (await hashes.get(key(roomId, 'allowed'), allowance(hearingId, enrollmentNumber))) !== undefined,
    viewers: async (roomId) =>
      valuesOf<CourtroomViewer>(await hashes.getAll(key(roomId, 'viewers'))).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    watch: (roomId, viewer) =>
      hashes.set(key(roomId, 'viewers'), { [viewer.socketId]: JSON.stringify(viewer) }),
    unwatch: (roomId, socketId) => hashes.remove(key(roomId, 'viewers'), socketId),
    clear: (roomId) => hashes.drop(meeting.map((part) => key(roomId, part))),
  };
  return store;
}
