import {
  DEFAULT_MODERATION,
  type CourtroomAck,
  type CourtroomParticipant,
  type CourtroomSnapshot,
  type RTCIceServerConfig,
} from '@nyaya/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../core/db/client.ts';
import type { ChunkOrder } from '../../media/recording/chunk-order.ts';
import type { RecordingSession } from '../../media/recording/sessions.ts';
import type { IoServer, IoSocket } from '../../realtime/events.ts';
import type { RoomCoalescer } from '../../realtime/coalesce-per-room.ts';
import { payloadRefusal } from './ack.ts';
import type { CourtroomStore } from '../room-state/index.ts';
import type { RecordingEvents } from './recording-events.ts';
import type { Sfu } from './sfu/sfu.ts';

export type Finalised = { recordingId: number } | { failure: string };

/**
 * The life of each room's recording on this instance: chunks put in order for the live stream, a session closed
 * (by the judge's Stop, or by the server when the meeting ends, the hearing changes or the judge has gone) and
 * finalised, and a finalisation that failed tried again until it works. Nothing acked is deleted before its MP4
 * is registered.
 */
export type RoomRecordings = {
  order: ChunkOrder;
  /**
   * Closes the room's open session (only that one, when an id is given): once the room no longer records it
   * resolves, with the finalisation under way. Undefined when there was nothing open to close.
   */
  close: (roomId: string, sessionId?: string) => Promise<{ finalised: Promise<Finalised> } | undefined>;
  /**
   * The recorder's user left the room on purpose: once their chunks have stopped for RECORDING.leftQuietMs, and
   * no socket of theirs is back in the room, the session is closed.
   */
  closeWhenLeft: (roomId: string, userId: string) => Promise<void>;
  /** Whether a socket of the user is among the room's hosts, on any instance. */
  hostPresent: (roomId: string, userId: string) => Promise<boolean>;
  /** When the session last received a chunk (its start when it has none). */
  lastActivity: (session: RecordingSession) => Promise<Date>;
  /** Finalises every stopped session whose (next) try is due and that no instance holds. */
  finaliseDue: () => Promise<void>;
  /** Cancels the closes waiting for a recorder and waits for the finalisations under way. */
  stop: () => Promise<void>;
};

/** What every courtroom handler works with. */
export type CourtroomDeps = {
  io: IoServer;
  db: Database;
  store: CourtroomStore;
  /** The ICE servers a participant joins the meeting with (TURN credentials are each user's own). */
  iceServersFor: (userId: string) => RTCIceServerConfig[];
  /** The SFU (Janus) the meeting's media goes through; undefined: the browsers' mesh carries it. */
  sfu?: Sfu;
  /** How long a waiting advocate whose lobby disconnected keeps their place (COURTROOM.waitingGraceMs). */
  waitingGraceMs: number;
  /** Tells a room's hosts, viewers and Controllers of its change (room-announcer.ts). */
  announce: RoomAnnouncer;
  log: FastifyBaseLogger;
  /** Recording chunks go to MEDIA_DIR/sessions, finished recordings to MEDIA_DIR/recordings. */
  mediaDir: string;
  /** The delay of a room without a stream setup (DEFAULT_STREAM_DELAY_MINUTES): what a host may withhold. */
  defaultDelayMinutes: number;
  /** Each room's recording sessions: closing, finalising and retrying them. */
  recordings: RoomRecordings;
  /** What the live broadcast hears of the recordings and the rooms. */
  recordingEvents: RecordingEvents;
  /** Viewers came or went: the hosts' snapshot and the room's card follow, coalesced (COURTROOM.viewersWindowMs). */
  viewerUpdates: RoomCoalescer;
  /** Resolves once this instance heard every database change made until now (DatabaseChanges.caughtUp). */
  caughtUp: () => Promise<void>;
};

export type EventHandler = (
  deps: CourtroomDeps,
  socket: IoSocket,
  payload: unknown,
) => Promise<CourtroomAck<unknown>>;

/** A handler that only sees payloads its schema accepts; any other gets the refusal naming the field. */
export function checked<S extends z.ZodType>(
  schema: S,
  handle: (deps: CourtroomDeps, socket: IoSocket, payload: z.output<S>) => Promise<CourtroomAck<unknown>>,
): EventHandler {
  return async (deps, socket, payload) => {
    const parsed = schema.safeParse(payload);
    return parsed.success ? handle(deps, socket, parsed.data) : payloadRefusal(parsed.error);
  };
}

export const nameOf = (socket: IoSocket) => {
  const { firstName, lastName } = socket.data.auth.user;
  return `${firstName} ${lastName}`;
};

/** The seated participants with their moderation. */
export async function participantsOf(store: CourtroomStore, roomId: string): Promise<CourtroomParticipant[]> {
  const [seats, moderations] = await Promise.all([store.seats(roomId), store.moderations(roomId)]);
  return seats.map((seat) => ({ ...seat, ...(moderations[seat.userId] ?? DEFAULT_MODERATION) }));
}

export async function snapshotOf(store: CourtroomStore, roomId: string): Promise<CourtroomSnapshot> {
  const [meta, participants, waiting, viewers] = await Promise.all([
    store.meta(roomId),
    participantsOf(store, roomId),
    store.waiting(roomId),
    store.viewers(roomId),
  ]);
  const { onAirSince: _onAirSince, hostSince: _hostSince, ...shown } = meta;
  return {
    roomId,
    ...shown,
    participants,
    waiting: waiting.map((advocate) => ({ ...advocate, host: meta.hostUserId })),
    viewers,
  };
}

/**
 * What changed: the room's own state (what its viewers see may have too), its lobby (the waiting list; the host
 * taking the room is one), or only who watches its public stream.
 */
export type RoomChange = 'state' | 'lobby' | 'viewers';

/** Tells everyone concerned of a change of a room, and resolves with the room as it is now (room-announcer.ts). */
export type RoomAnnouncer = (roomId: string, change?: RoomChange) => Promise<CourtroomSnapshot>;

/** After every change of a room: everyone concerned is told, the live broadcast too. */
export async function roomChanged(
  deps: Pick<CourtroomDeps, 'announce' | 'recordingEvents'>,
  roomId: string,
  change: RoomChange = 'state',
): Promise<CourtroomSnapshot> {
  const snapshot = await deps.announce(roomId, change);
  deps.recordingEvents.roomChanged(snapshot);
  return snapshot;
}
