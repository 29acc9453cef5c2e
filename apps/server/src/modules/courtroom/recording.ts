import {
  COURTROOM_EVENTS,
  MESSAGES,
  startRecordingSchema,
  stopRecordingSchema,
  videoChunkSchema,
  type RecordingMimeType,
  type RecordingStarted,
} from '@nyaya/shared';
import { chunkStore, nextSeqOf } from '../../media/recording/chunk-store.ts';
import { createChunkOrder } from '../../media/recording/chunk-order.ts';
import { finaliseSession } from '../../media/recording/finalise-session.ts';
import {
  claimStop,
  openSession,
  openSessionById,
  openSessionOfRoom,
  recordOutcome,
} from '../../media/recording/sessions.ts';
import { done, refuse } from './ack.ts';
import { hostRefusal } from './access.ts';
import { checked, roomChanged, type CourtroomDeps, type EventHandler } from './context.ts';

/**
 * The judge's recording (DESIGN.md "Media pipeline" 3 and 6): one session per room until stopped, its chunks
 * durable before the ack, resumed after a reconnect or a restart, finalised into the hearing's MP4 on stop.
 */
export function recordingHandlers() {
  const order = createChunkOrder();

  async function openOrResume(
    deps: CourtroomDeps,
    roomId: string,
    mimeType: RecordingMimeType,
    startedBy: string,
  ) {
    const resumed = await openSessionOfRoom(deps.db, roomId);
    if (resumed) return resumed;
    const { hearing } = await deps.store.meta(roomId);
    if (!hearing) return undefined;
    return openSession(deps.db, {
      roomNo: roomId,
      causeListEntryId: hearing.hearingId,
      hearingSessionId: hearing.hearingSessionId,
      mimeType,
      startedBy,
    });
  }

  /** Opens the room's session, or resumes the open one where its stored chunks end. */
  const startRecording = checked(startRecordingSchema, async (deps, socket, { roomId, mimeType }) => {
    const refusal = await hostRefusal(deps, socket, roomId);
    if (refusal) return refusal;
    try {
      const session = await openOrResume(deps, roomId, mimeType, socket.data.auth.user.id);
      if (!session) return refuse(MESSAGES.courtroomNoHearing);
      const nextSeq = nextSeqOf(await chunkStore(deps.mediaDir, session.id).seqs());
      order.begin(session.id, nextSeq);
      await deps.store.setMeta(roomId, { recording: true });
      await roomChanged(deps, roomId);
      return done<RecordingStarted>({ sessionId: session.id, nextSeq });
    } catch (error) {
      deps.log.error({ err: error, roomId }, 'recording: start failed');
      return refuse(MESSAGES.recordingStartFailed);
    }
  });

  /** Stores a chunk durably, then acks; a seq already stored is acked again and not written. */
  const videoChunk = checked(videoChunkSchema, async (deps, socket, { sessionId, seq, chunk }) => {
    const session = await openSessionById(deps.db, sessionId);
    if (!session) return refuse(MESSAGES.recordingSessionUnknown, 'sessionId');
    const refusal = await hostRefusal(deps, socket, session.roomNo);
    if (refusal) return refusal;
    const chunks = chunkStore(deps.mediaDir, sessionId);
    if (await chunks.has(seq)) return done({ seq });
    await chunks.write(seq, chunk);
    try {
      for (const due of order.stored(sessionId, seq, chunk)) {
        deps.onChunk?.(session.roomNo, sessionId, due.seq, due.bytes, session.mimeType);
      }
    } catch (error) {
      // The chunk is stored: the live pipeline failing must not make the recorder send it again.
      deps.log.error({ err: error, sessionId, seq }, 'recording: the chunk listener failed');
    }
    return done({ seq });
  });

  /** Stops the session (the room no longer records) and finalises its MP4; the ack waits for it. */
  const stopRecording = checked(stopRecordingSchema, async (deps, socket, { roomId, sessionId }) => {
    const refusal = await hostRefusal(deps, socket, roomId);
    if (refusal) return refusal;
    const session = await claimStop(deps.db, roomId, sessionId);
    if (!session) return refuse(MESSAGES.recordingSessionUnknown, 'sessionId');
    order.forget(sessionId);
    deps.onRecordingStopped?.(roomId);
    await deps.store.setMeta(roomId, { recording: false });
    await roomChanged(deps, roomId);
    try {
      const warn = (details: object, message: string) => deps.log.warn(details, message);
      const recordingId = await finaliseSession({ db: deps.db, mediaDir: deps.mediaDir, warn }, session);
      await recordOutcome(deps.db, sessionId, { recordingId });
      return done(null);
    } catch (error) {
      deps.log.error({ err: error, sessionId }, 'recording: finalising failed');
      await recordOutcome(deps.db, sessionId, { failure: String(error) });
      return refuse(MESSAGES.recordingFailed);
    }
  });

  return {
    [COURTROOM_EVENTS.startRecording]: startRecording,
    [COURTROOM_EVENTS.videoChunk]: videoChunk,
    [COURTROOM_EVENTS.stopRecording]: stopRecording,
  } satisfies Record<string, EventHandler>;
}
