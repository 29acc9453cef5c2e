import {
  COURTROOM_EVENTS,
  MESSAGES,
  recordingAlarmSchema,
  startRecordingSchema,
  stopRecordingSchema,
  videoChunkSchema,
  lowRungChunkSchema,
  isH264Recording,
  type RecordingMimeType,
  type RecordingStarted,
  apiFailure,
} from '@nyaya/shared';
import { chunkDigest, keepChunkDigest } from '../../media/recording/chunk-chain.ts';
import { chunkStore, nextSeqOf } from '../../media/recording/chunk-store.ts';
import { openSession, openSessionById, openSessionOfRoom } from '../../media/recording/sessions.ts';
import { streamStartWith } from '../../media/recording/stream-start.ts';
import { done } from './ack.ts';
import { hostRefusal } from './access.ts';
import { checked, roomChanged, type CourtroomDeps, type EventHandler } from './context.ts';

/**
 * The judge's recording (docs/decisions/media-pipeline.md 3, 6): one session per room until stopped, its chunks
 * durable before the ack, resumed after a reconnect or a restart, finalised into the hearing's MP4 on stop.
 */
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
    roomId: roomId,
    hearingId: hearing.hearingId,
    hearingSessionId: hearing.hearingSessionId,
    mimeType,
    startedBy,
  });
}

/**
 * Chunks an earlier process stored that its live ffmpeg may not have made into segments before a crash took it:
 * the segment it was writing (HLS_SEGMENT_SECONDS) and what its pipe still held, on a busy machine, in the
 * recorder's 2 s chunks. The live pipeline keeps only what the stream does not already have.
 */
const CHUNKS_REPLAYED_ON_RESUME = 3;

/** Hands the live stream the last chunks of a session this process resumes without having had them. */
async function replayTail(
  deps: CourtroomDeps,
  session: { id: string; roomId: string; mimeType: RecordingMimeType },
  nextSeq: number,
) {
  const chunks = chunkStore(deps.mediaDir, session.id);
  for (let seq = Math.max(0, nextSeq - CHUNKS_REPLAYED_ON_RESUME); seq < nextSeq; seq++) {
    const stored = await chunks.read(seq);
    if (!stored) continue;
    const chunk = { seq, bytes: stored.bytes, arrivedAt: stored.storedAt, replayed: true };
    deps.recordingEvents.chunkStored(session.roomId, session.id, chunk, session.mimeType);
  }
}

/** Opens the room's session, or resumes the open one where its stored chunks end. */
const startRecording = checked(startRecordingSchema, async (deps, socket, { roomId, mimeType }) => {
  const refusal = await hostRefusal(deps, socket, roomId);
  if (refusal) return refusal;
  try {
    const session = await openOrResume(deps, roomId, mimeType, socket.data.auth.user.id);
    if (!session) return apiFailure(MESSAGES.courtroomIdHearing);
    const nextSeq = nextSeqOf(await chunkStore(deps.mediaDir, session.id).seqs());
    const newHere = deps.recordings.order.begin(session.id, nextSeq);
    if (newHere && nextSeq > 0) {
      // The recording goes on whether or not the live stream gets its tail back.
      await replayTail(deps, session, nextSeq).catch((error: unknown) =>
        deps.log.error({ err: error, roomId }, 'recording: replaying the tail to the live stream failed'),
      );
    }
    await deps.store.setMeta(roomId, { recording: true });
    await roomChanged(deps, roomId);
    return done<RecordingStarted>({ sessionId: session.id, nextSeq });
  } catch (error) {
    deps.log.error({ err: error, roomId }, 'recording: start failed');
    return apiFailure(MESSAGES.recordingStartFailed);
  }
});

/**
 * Stores a chunk durably, then acks; a seq already stored is acked again and not written. A chunk that makes the
 * stream's first bytes other than a WebM or Matroska header is refused (and logged) rather than stored as a
 * silent gap, and one that comes before those the header's bytes are still awaited from is refused until they are.
 */
const videoChunk = checked(videoChunkSchema, async (deps, socket, { sessionId, seq, chunk }) => {
  // Taken before any wait: the order chunks and Start Streaming arrived in decides what the public sees.
  const arrivedAt = Date.now();
  const session = await openSessionById(deps.db, sessionId);
  if (!session) return apiFailure(MESSAGES.recordingSessionUnknown, 'sessionId');
  const refusal = await hostRefusal(deps, socket, session.roomId);
  if (refusal) return refusal;
  const chunks = chunkStore(deps.mediaDir, sessionId);
  if (await chunks.has(seq)) return done({ seq });
  const start = await streamStartWith(chunks, seq, chunk);
  if (start === 'unknown') return apiFailure(MESSAGES.recordingChunkEarly, 'seq');
  if (start === 'wrong') {
    deps.log.warn(
      { sessionId, seq, bytes: chunk.byteLength },
      'recording: a stream that is no media, refused',
    );
    return apiFailure(MESSAGES.recordingChunkNotMedia, 'chunk');
  }
  await keepChunkDigest(deps.db, sessionId, seq, chunkDigest(chunk));
  await chunks.write(seq, chunk);
  try {
    for (const due of deps.recordings.order.stored(sessionId, { seq, bytes: chunk, arrivedAt })) {
      deps.recordingEvents.chunkStored(session.roomId, sessionId, due, session.mimeType);
    }
  } catch (error) {
    // The chunk is stored: the live pipeline failing must not make the recorder send it again.
    deps.log.error({ err: error, sessionId, seq }, 'recording: the chunk listener failed');
  }
  return done({ seq });
});

/**
 * A chunk of the low live rendition goes to the public stream alone, never to the record. It is dated at the
 * courtroom recording's start, so the session's first chunk must be stored first. Only of an H.264 recording: the
 * server copies it into segments, where a VP8 one would cost an encoding per room (docs/decisions/media-pipeline.md 9).
 */
const lowRungChunk = checked(lowRungChunkSchema, async (deps, socket, { sessionId, chunk }) => {
  const arrivedAt = Date.now();
  const session = await openSessionById(deps.db, sessionId);
  if (!session) return apiFailure(MESSAGES.recordingSessionUnknown, 'sessionId');
  const refusal = await hostRefusal(deps, socket, session.roomId);
  if (refusal) return refusal;
  if (!isH264Recording(session.mimeType))
    return apiFailure(MESSAGES.recordingMimeTypeUnsupported, 'sessionId');
  if (!(await chunkStore(deps.mediaDir, sessionId).has(0))) {
    return apiFailure(MESSAGES.recordingChunkEarly, 'chunk');
  }
  deps.recordingEvents.lowRungChunk(session.roomId, { bytes: chunk, arrivedAt }, session.mimeType);
  return done(null);
});

/**
 * Stops the session (the room no longer records) and finalises its MP4; the ack waits for it. A finalisation that
 * fails is refused here and tried again by the server until it works: nothing acked is lost.
 */
const stopRecording = checked(stopRecordingSchema, async (deps, socket, { roomId, sessionId }) => {
  const refusal = await hostRefusal(deps, socket, roomId);
  if (refusal) return refusal;
  const closed = await deps.recordings.close(roomId, sessionId);
  if (!closed) return apiFailure(MESSAGES.recordingSessionUnknown, 'sessionId');
  const finalised = await closed.finalised;
  return 'recordingId' in finalised ? done(null) : apiFailure(MESSAGES.recordingFailed);
});

/** The host's recorder tells whether it has a chunk unacknowledged too long: the room's card shows it. */
const recordingAlarm = checked(recordingAlarmSchema, async (deps, socket, { roomId, raised }) => {
  const refusal = await hostRefusal(deps, socket, roomId);
  if (refusal) return refusal;
  const { recording, recordingAlarm: was } = await deps.store.meta(roomId);
  const alarm = raised && recording;
  if (alarm !== was) {
    await deps.store.setMeta(roomId, { recordingAlarm: alarm });
    await roomChanged(deps, roomId);
  }
  return done(null);
});

export const recordingHandlers = {
  [COURTROOM_EVENTS.startRecording]: startRecording,
  [COURTROOM_EVENTS.videoChunk]: videoChunk,
  [COURTROOM_EVENTS.lowRungChunk]: lowRungChunk,
  [COURTROOM_EVENTS.stopRecording]: stopRecording,
  [COURTROOM_EVENTS.recordingAlarm]: recordingAlarm,
} satisfies Record<string, EventHandler>;
