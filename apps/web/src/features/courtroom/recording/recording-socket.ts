import {
  COURTROOM_EVENTS,
  type CourtroomAck,
  type CourtroomRequestEvent,
  type RecordingMimeType,
  type RecordingStarted,
} from '@nyaya/shared';
import { getSocket } from '../../../lib/socket';
import { ServerFailure } from '../../../lib/api-error';
import type { ChunkPayload } from './upload-queue';

/** A chunk's ack waits for the server's fsync: generous, as a busy disk is no failure (it is resent anyway). */
const CHUNK_ACK_MS = 20_000;
/** stop-recording is acked once the hearing's MP4 is finalised: a remux, or a transcode of a VP8/VP9 hearing. */
const FINALISE_ACK_MS = 180_000;
const START_ACK_MS = 10_000;
const ALARM_ACK_MS = 5000;

async function emit<T>(event: CourtroomRequestEvent, payload: unknown, timeoutMs: number): Promise<T> {
  const ack = (await getSocket().timeout(timeoutMs).emitWithAck(event, payload)) as CourtroomAck<T>;
  if (!ack.status) throw new ServerFailure(ack);
  return ack.data;
}

/** Opens the room's recording session, or resumes the open one: the session and the seq it expects next. */
export function startRecording(roomId: string, mimeType: RecordingMimeType): Promise<RecordingStarted> {
  return emit<RecordingStarted>(COURTROOM_EVENTS.startRecording, { roomId, mimeType }, START_ACK_MS);
}

export async function sendChunk(payload: ChunkPayload): Promise<void> {
  await emit<{ seq: number }>(COURTROOM_EVENTS.videoChunk, payload, CHUNK_ACK_MS);
}

/**
 * Sends a chunk of the low live rendition (low-rung.ts) if the socket can take it now: volatile, as the rendition is
 * live alone and a chunk that cannot go at once would be stale when it did.
 */
export function sendLowRungChunk(sessionId: string, chunk: Uint8Array): void {
  getSocket().volatile.emit(COURTROOM_EVENTS.lowRungChunk, { sessionId, chunk });
}

/** Tells the server whether this recorder has a chunk unacknowledged too long (the room's control-room card). */
export async function reportRecordingAlarm(roomId: string, raised: boolean): Promise<void> {
  await emit<null>(COURTROOM_EVENTS.recordingAlarm, { roomId, raised }, ALARM_ACK_MS);
}

/** Stops the session; resolves once the server has finalised the hearing's MP4. */
export async function stopRecording(roomId: string, sessionId: string): Promise<void> {
  await emit<null>(COURTROOM_EVENTS.stopRecording, { roomId, sessionId }, FINALISE_ACK_MS);
}
