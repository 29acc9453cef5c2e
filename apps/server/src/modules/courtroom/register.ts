import {
  COURTROOM,
  COURTROOM_EVENTS,
  MESSAGES,
  type CourtroomAckCallback,
  type CourtroomRequestEvent,
  apiFailure,
} from '@nyaya/shared';
import { coalescePerRoom } from '../../realtime/coalesce-per-room.ts';
import { workInFlight } from '../../realtime/work-in-flight.ts';
import type { IoSocket } from '../../realtime/events.ts';
import type { CourtroomDeps, EventHandler } from './context.ts';
import { roomChanged } from './context.ts';
import { roomsIn } from './groups.ts';
import { hostControlHandlers } from './host-controls.ts';
import { endHearingUnlessHostBack } from './host-gone.ts';
import { lobbyHandlers, withdrawUnlessBack } from './lobby.ts';
import { meetingHandlers, vacate } from './meeting.ts';
import { moderationHandlers } from './moderation.ts';
import { recordingHandlers } from './recording.ts';
import { startRecordingWatch } from './recording-watch.ts';
import { createRoomRecordings } from './room-recordings.ts';
import { sfuHandlers } from './sfu/sfu-handlers.ts';
import { signallingHandlers } from './signalling.ts';
import { viewerHandlers } from './viewers.ts';
import { withholdStreamHandlers } from './withhold-stream.ts';

/** Every client → server event of the courtroom and its handler. */
const HANDLERS: Record<CourtroomRequestEvent, EventHandler> = {
  ...lobbyHandlers,
  ...meetingHandlers,
  ...signallingHandlers,
  ...sfuHandlers,
  ...moderationHandlers,
  ...hostControlHandlers,
  ...viewerHandlers,
  ...recordingHandlers,
  ...withholdStreamHandlers,
};

/**
 * Events that write nothing the instances keep of the database (sessions, hearings, archival requests), and come
 * too often to wait for its messages: the media's signalling, the recording's chunks, viewers coming and going.
 */
const ANSWERED_WITHOUT_CATCHING_UP = new Set<CourtroomRequestEvent>([
  COURTROOM_EVENTS.offer,
  COURTROOM_EVENTS.answer,
  COURTROOM_EVENTS.iceCandidate,
  COURTROOM_EVENTS.sfuPublish,
  COURTROOM_EVENTS.sfuCandidate,
  COURTROOM_EVENTS.sfuLayer,
  COURTROOM_EVENTS.videoChunk,
  COURTROOM_EVENTS.lowRungChunk,
  COURTROOM_EVENTS.watchRoom,
  COURTROOM_EVENTS.unwatchRoom,
]);

/**
 * Runs a handler and acknowledges: a failure is logged and refused, never thrown at Socket.IO. As with a request
 * (plugins/read-your-writes.ts), what the event changed is what the sender reads next on this instance.
 */
async function answer(
  deps: CourtroomDeps,
  socket: IoSocket,
  event: CourtroomRequestEvent,
  payload: unknown,
  ack: unknown,
) {
  const response = await HANDLERS[event](deps, socket, payload).catch((error: unknown) => {
    deps.log.error({ err: error }, 'courtroom event failed');
    return apiFailure(MESSAGES.somethingWentWrong);
  });
  if (!ANSWERED_WITHOUT_CATCHING_UP.has(event)) await deps.caughtUp();
  if (typeof ack === 'function') (ack as CourtroomAckCallback)(response);
}

export type Courtroom = {
  /** The judge's Allow/Dismiss changed a hearing: a room hearing it now shows (and streams) accordingly. */
  publicStreamDecided: (roomId: string, hearingId: number, streamable: boolean) => Promise<void>;
  /** Once the database is ready: abandoned recordings are finished and failed finalisations retried from now on. */
  watchRecordings: () => void;
  /** Finalises the stopped sessions that are due now (a Controller's Retry made one due). */
  finaliseDue: () => Promise<void>;
  close: () => Promise<void>;
};

type RegisterOptions = Omit<CourtroomDeps, 'recordings' | 'viewerUpdates'> & {
  /** A recording whose recorder is gone and that has had no chunk this long is finalised by the server. */
  recordingAbandonMs: number;
};

/**
 * Serves the courtroom's events on every connected socket; `close` cancels the pending withdrawals and the
 * recording watch, and waits for the events being answered and the recordings being finalised.
 */
export function registerCourtroom({ recordingAbandonMs, ...options }: RegisterOptions): Courtroom {
  const deps: CourtroomDeps = {
    ...options,
    recordings: createRoomRecordings(options),
    viewerUpdates: coalescePerRoom(COURTROOM.viewersWindowMs, (roomId) =>
      roomChanged(deps, roomId, 'viewers').then(
        () => undefined,
        (error: unknown) =>
          deps.log.error({ err: error }, 'courtroom: telling the hosts of the viewers failed'),
      ),
    ),
  };
  const graces = new Set<NodeJS.Timeout>();
  const answering = workInFlight();
  let stopWatch = async (): Promise<void> => undefined;

  function afterGrace(graceMs: number, step: () => Promise<void>, failure: string) {
    const timer = setTimeout(() => {
      graces.delete(timer);
      step().catch((error: unknown) => deps.log.error({ err: error }, failure));
    }, graceMs);
    graces.add(timer);
  }

  /**
   * A socket gone: its seat frees at once, its viewing stops; after the grace period its waiting ends. The hearing
   * of a room it hosted ends unless its judge is back within the time a recording waits for its recorder: a judge
   * whose browser reloads, or whose network drops for a minute, finds the hearing as they left it.
   */
  async function disconnected(socket: IoSocket, rooms: string[]) {
    const userId = socket.data.auth.user.id;
    for (const roomId of roomsIn(rooms, 'meeting')) await vacate(deps, socket, roomId);
    for (const roomId of roomsIn(rooms, 'viewers')) {
      if (await deps.store.unwatch(roomId, socket.id)) deps.viewerUpdates.changed(roomId);
    }
    for (const roomId of roomsIn(rooms, 'waiting')) {
      afterGrace(
        deps.waitingGraceMs,
        () => withdrawUnlessBack(deps, roomId, userId),
        'courtroom: withdrawing an advocate failed',
      );
    }
    const goneAt = Date.now();
    for (const roomId of roomsIn(rooms, 'hosts')) {
      afterGrace(
        recordingAbandonMs,
        () => endHearingUnlessHostBack(deps, roomId, userId, goneAt),
        'courtroom: ending the hearing of a judge gone failed',
      );
    }
  }

  deps.io.on('connection', (socket) => {
    for (const event of Object.keys(HANDLERS) as CourtroomRequestEvent[]) {
      // The ack is the last argument Socket.IO hands over, whatever came before it: none, the payload, or more.
      socket.on(event, (...args: unknown[]) => {
        const ack = typeof args.at(-1) === 'function' ? args.at(-1) : undefined;
        const payload = args[0] === ack ? undefined : args[0];
        answering
          .track(answer(deps, socket, event, payload, ack))
          .catch((error: unknown) =>
            deps.log.error({ err: error, event }, 'courtroom: answering an event failed'),
          );
      });
    }
    socket.on('disconnecting', () => {
      answering
        .track(disconnected(socket, [...socket.rooms]))
        .catch((error: unknown) => deps.log.error({ err: error }, 'courtroom: leaving on disconnect failed'));
    });
  });

  return {
    publicStreamDecided: async (roomId, hearingId, streamable) => {
      const { hearing } = await deps.store.meta(roomId);
      if (hearing?.hearingId !== hearingId) return;
      // Allowed now: what was recorded while the hearing was Dismissed stays off the public stream.
      const onAirSince = streamable ? { onAirSince: Date.now() } : {};
      await deps.store.setMeta(roomId, { hearing: { ...hearing, streamable }, ...onAirSince });
      await roomChanged(deps, roomId);
    },
    watchRecordings: () => {
      stopWatch = startRecordingWatch(deps, recordingAbandonMs);
    },
    finaliseDue: () => deps.recordings.finaliseDue(),
    close: async () => {
      await stopWatch();
      graces.forEach((timer) => clearTimeout(timer));
      graces.clear();
      await answering.settled();
      await deps.recordings.stop();
      await deps.viewerUpdates.close();
    },
  };
}
