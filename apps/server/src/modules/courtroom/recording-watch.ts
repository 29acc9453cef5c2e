import { accessLog } from '../../core/db/schema/index.ts';
import { openSessions, type RecordingSession } from '../../media/recording/sessions.ts';
import { roomChanged, type CourtroomDeps } from './context.ts';
import { closeHearingSessionsOfRoom } from './hearings.ts';

/** How often the watch looks: a quarter of the abandonment time, within these bounds. */
const TICK_BOUNDS_MS = { min: 250, max: 15_000 };

/**
 * The judge's browser is gone for good (tab closed, laptop asleep, network lost): the recording is finalised
 * with what arrived, the hearing's session closes and the public sees the court not in session.
 */
async function finishAbandoned(deps: CourtroomDeps, session: RecordingSession): Promise<void> {
  const roomId = session.roomId;
  const closed = await deps.recordings.close(roomId, session.id);
  if (!closed) return;
  await closeHearingSessionsOfRoom(deps.db, roomId);
  await deps.store.setMeta(roomId, { hearing: null, streaming: false, pause: null });
  await roomChanged(deps, roomId);
  const outcome = await closed.finalised;
  deps.log.warn(
    { roomId, sessionId: session.id, outcome },
    'recording: abandoned by its recorder; finalised',
  );
  await deps.db.insert(accessLog).values({
    event: 'recording_abandoned',
    userId: session.startedBy,
    userIdentifier: 'recording watch',
    target: roomId,
    detail:
      'recordingId' in outcome
        ? `Session ${session.id}: no recorder for the abandonment time; finalised as recording ${outcome.recordingId}`
        : `Session ${session.id}: no recorder for the abandonment time; finalising failed (${outcome.failure}), retried later`,
  });
}

/** Open sessions whose recorder's sockets are all gone and that had no chunk for abandonMs. */
async function abandonedSessions(deps: CourtroomDeps, abandonMs: number): Promise<RecordingSession[]> {
  const abandoned: RecordingSession[] = [];
  for (const session of await openSessions(deps.db)) {
    const quietMs = Date.now() - (await deps.recordings.lastActivity(session)).getTime();
    if (quietMs < abandonMs) continue;
    const recorder = session.startedBy;
    if (recorder && (await deps.recordings.hostPresent(session.roomId, recorder))) continue;
    abandoned.push(session);
  }
  return abandoned;
}

/**
 * Runs at start and then every tick, on every instance: abandoned sessions are finished, and stopped sessions
 * whose finalisation is due (failed before, or left by a crash) are finalised. Each is claimed in the database
 * first, so one instance does it, once. Returns the stop, which waits for a tick under way.
 */
export function startRecordingWatch(deps: CourtroomDeps, abandonMs: number): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= (async () => {
      for (const session of await abandonedSessions(deps, abandonMs)) await finishAbandoned(deps, session);
      await deps.recordings.finaliseDue();
    })()
      .catch((error: unknown) => deps.log.error({ err: error }, 'recording watch failed'))
      .finally(() => (running = undefined));
  };
  tick();
  const tickMs = Math.min(Math.max(abandonMs / 4, TICK_BOUNDS_MS.min), TICK_BOUNDS_MS.max);
  const timer = setInterval(tick, tickMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
