import { RECORDING } from '@nyaya/shared';
import { chunkStore } from '../../media/recording/chunk-store.ts';
import { createChunkOrder } from '../../media/recording/chunk-order.ts';
import { finaliseSession } from '../../media/recording/finalise-session.ts';
import {
  FINALISING_LEASE_MS,
  claimFinalising,
  claimStop,
  openSessionOfRoom,
  recordFailure,
  renewFinalising,
  sessionsDueForFinalising,
  type RecordingSession,
} from '../../media/recording/sessions.ts';
import { workInFlight } from '../../realtime/work-in-flight.ts';
import { roomChanged, type CourtroomDeps, type Finalised, type RoomRecordings } from './context.ts';
import { groupOf } from './groups.ts';

export function createRoomRecordings(
  deps: Omit<CourtroomDeps, 'recordings' | 'viewerUpdates'>,
): RoomRecordings {
  const order = createChunkOrder();
  const timers = new Set<NodeJS.Timeout>();
  const finalisations = workInFlight();
  const warn = (details: object, message: string) => deps.log.warn(details, message);

  /** Finalises a session this instance holds, keeping the hold while ffmpeg works; a failure is noted for a retry. */
  const finalise = (session: RecordingSession) => finalisations.track(finaliseHeld(session));

  async function finaliseHeld(session: RecordingSession): Promise<Finalised> {
    const renew = setInterval(() => {
      renewFinalising(deps.db, session.id).catch((error: unknown) =>
        deps.log.warn({ err: error, sessionId: session.id }, 'recording: renewing the hold failed'),
      );
    }, FINALISING_LEASE_MS / 3);
    try {
      const recordingId = await finaliseSession({ db: deps.db, mediaDir: deps.mediaDir, warn }, session);
      await deps.recordingEvents.recordingFinalised(recordingId);
      return { recordingId };
    } catch (error) {
      const failure = error instanceof Error ? error.message : String(error);
      deps.log.error(
        { err: error, sessionId: session.id },
        'recording: finalising failed; it will be retried',
      );
      await recordFailure(deps.db, session, failure).catch((noted: unknown) =>
        deps.log.error({ err: noted, sessionId: session.id }, 'recording: noting the failure failed'),
      );
      return { failure };
    } finally {
      clearInterval(renew);
    }
  }

  async function close(roomId: string, sessionId?: string) {
    const session = await claimStop(deps.db, roomId, sessionId);
    if (!session) return undefined;
    order.forget(session.id);
    deps.recordingEvents.recordingStopped(roomId);
    await deps.store.setMeta(roomId, { recording: false, recordingAlarm: false });
    await roomChanged(deps, roomId);
    return { finalised: finalise(session) };
  }

  async function hostPresent(roomId: string, userId: string) {
    const sockets = await deps.io.in(groupOf(roomId, 'hosts')).fetchSockets();
    return sockets.some((socket) => socket.data.auth.user.id === userId);
  }

  async function lastActivity(session: RecordingSession) {
    return (await chunkStore(deps.mediaDir, session.id).lastWrittenAt()) ?? session.startedAt;
  }

  function later(step: () => Promise<void>, ms: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      step().catch((error: unknown) =>
        deps.log.error({ err: error }, 'recording: closing after leaving failed'),
      );
    }, ms);
    timers.add(timer);
  }

  async function closeWhenLeft(roomId: string, userId: string) {
    const session = await openSessionOfRoom(deps.db, roomId);
    if (session?.startedBy !== userId) return;
    const check = async () => {
      if (await hostPresent(roomId, userId)) return;
      const quietFor = Date.now() - (await lastActivity(session)).getTime();
      if (quietFor < RECORDING.leftQuietMs) return later(check, RECORDING.leftQuietMs - quietFor);
      await (
        await close(roomId, session.id)
      )?.finalised;
    };
    later(check, RECORDING.leftQuietMs);
  }

  async function finaliseDue() {
    for (const due of await sessionsDueForFinalising(deps.db)) {
      const held = await claimFinalising(deps.db, due.id);
      if (held) await finalise(held);
    }
  }

  return {
    order,
    close,
    closeWhenLeft,
    hostPresent,
    lastActivity,
    finaliseDue,
    stop: async () => {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      await finalisations.settled();
    },
  };
}
