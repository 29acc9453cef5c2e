import { RECORDING, RECORDING_MIME_TYPES, isH264Recording, type RecordingMimeType } from '@nyaya/shared';
import { getSocket } from '../../../lib/socket';
import type { Compositor } from './compositor';
import { createLowRung, type LowRung } from './low-rung';
import type { ChromiumRecorderOptions } from './recorder-format';
import { sendChunk, startRecording, stopRecording } from './recording-socket';
import { tinyBlobs } from './tiny-blobs';
import { UploadQueue } from './upload-queue';

/** How long stopping waits for the server to ack every chunk before it calls the recording failed. */
const DRAIN_MS = 60_000;
/** After a reconnect the page joins the room again; start-recording is refused until it has, so it is retried. */
const RESUME_ATTEMPTS = 10;
const RESUME_RETRY_MS = 1000;
/** How often the page looks whether a chunk waits too long for its ack (RECORDING.ackAlarmMs). */
const ACK_WATCH_MS = 1000;

/**
 * What a recording session tells the page: a recorder error, and every ACK_WATCH_MS how long its oldest chunk has
 * waited for the server's ack once that is too long (null while acks come in time, and once the session ends).
 */
export type SessionEvents = {
  onFailure: (error: unknown) => void;
  onOverdue: (overdueMs: number | null) => void;
};

export type RecordingSession = {
  /** Stops the recorder, uploads the rest and an empty last chunk, then stop-recording (the MP4 is finalised). */
  stop: () => Promise<void>;
  /**
   * The same, without waiting for the MP4: resolves once every chunk is acked and stop-recording is sent. The
   * server finalises in the background and retries a failure itself.
   */
  close: () => Promise<void>;
  /**
   * Ends the current chunk now and resolves once it is on its way: sent before a streaming toggle, it tells the
   * server which media was recorded before the click (it never reaches the public when the stream starts).
   */
  cutHere: () => Promise<void>;
  /** The server closed the session: the recorder stops and what is not acked is dropped (it would be refused). */
  discard: () => void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until every chunk is acked, sending again what fails meanwhile; throws when DRAIN_MS pass first. */
async function drain(queue: UploadQueue): Promise<void> {
  const deadline = Date.now() + DRAIN_MS;
  while (queue.unacked.length > 0) {
    if (Date.now() > deadline) throw new Error(`Chunks ${queue.unacked.join(', ')} were never acked`);
    await Promise.race([queue.idle(), sleep(RECORDING.chunkIntervalMs)]);
    if (getSocket().connected) queue.resendUnacked();
  }
}

/**
 * Records the composite and uploads it (docs/decisions/media-pipeline.md 2, 3): MediaRecorder in 2 s chunks, each kept
 * until the server acked it; after a socket reconnect the session is resumed and every unacked chunk resent.
 */
export async function startRecordingSession(
  roomId: string,
  compositor: Compositor,
  mimeType: RecordingMimeType,
  { onFailure, onOverdue }: SessionEvents,
): Promise<RecordingSession> {
  const started = await startRecording(roomId, mimeType);
  const lowRung = lowRungOf(compositor, mimeType);
  // Any chunk acked means the session's first is stored: the low rendition is dated at it.
  const queue = new UploadQueue(async (payload) => {
    await sendChunk(payload);
    lowRung?.release(payload.sessionId);
  });
  queue.begin(started);
  let sessionId = started.sessionId;

  const options: ChromiumRecorderOptions = {
    mimeType,
    videoKeyFrameIntervalDuration: RECORDING.keyFrameIntervalMs,
  };
  const recorder = new MediaRecorder(compositor.stream, options);
  const blobs = tinyBlobs((bytes) => void queue.push(bytes));
  // Blob bytes are read asynchronously: the chain keeps chunks in the order the recorder gave them.
  let reading = Promise.resolve();
  recorder.ondataavailable = ({ data }) => {
    if (data.size === 0) return;
    reading = reading.then(async () => blobs.add(new Uint8Array(await data.arrayBuffer())));
  };
  recorder.onerror = (event) => onFailure(event);

  const socket = getSocket();
  const resume = async () => {
    for (let attempt = 0; attempt < RESUME_ATTEMPTS; attempt += 1) {
      try {
        const resumed = await startRecording(roomId, mimeType);
        sessionId = resumed.sessionId;
        queue.begin(resumed);
        if (resumed.nextSeq > 0) lowRung?.release(sessionId);
        queue.resendUnacked();
        return;
      } catch (failure) {
        console.warn('Recording: resuming the session failed, retrying', failure);
        await sleep(RESUME_RETRY_MS);
      }
    }
  };
  const onReconnect = () => void resume();
  socket.io.on('reconnect', onReconnect);
  // A send that timed out while connected is tried again on the recorder's own rhythm.
  const retry = window.setInterval(() => {
    if (socket.connected) queue.resendUnacked();
  }, RECORDING.chunkIntervalMs);
  const watch = window.setInterval(() => onOverdue(queue.overdueMs()), ACK_WATCH_MS);

  recorder.start(RECORDING.chunkIntervalMs);
  lowRung?.start();

  const stopListening = () => {
    lowRung?.stop();
    socket.io.off('reconnect', onReconnect);
    window.clearInterval(retry);
    window.clearInterval(watch);
    onOverdue(null);
  };

  /** Stops the recorder and waits until the server has every chunk. */
  const flush = async () => {
    // The low rendition's tail is not waited for: the courtroom's own last segment stands in for it.
    lowRung?.stop();
    try {
      if (recorder.state !== 'inactive') {
        const stopped = new Promise((resolve) => recorder.addEventListener('stop', resolve, { once: true }));
        recorder.stop();
        await stopped;
      }
      await reading;
      blobs.flush();
      queue.push(new Uint8Array(), true);
      await drain(queue);
    } finally {
      stopListening();
    }
  };

  return {
    stop: async () => {
      await flush();
      await stopRecording(roomId, sessionId);
    },
    close: async () => {
      await flush();
      stopRecording(roomId, sessionId).catch((failure: unknown) =>
        console.warn('Recording: the server finalises it and retries a failure', failure),
      );
    },
    cutHere: async () => {
      if (recorder.state !== 'recording') return;
      // The property handler above runs first and chains the chunk onto `reading`.
      const given = new Promise((resolve) =>
        recorder.addEventListener('dataavailable', resolve, { once: true }),
      );
      recorder.requestData();
      await given;
      await reading;
      blobs.flush();
    },
    discard: () => {
      stopListening();
      recorder.ondataavailable = null;
      if (recorder.state !== 'inactive') recorder.stop();
    },
  };
}

/**
 * The low live rendition of an H.264 recording (the server copies it; a VP8 one it would have to encode), where the
 * browser can record a second stream; without it the public has the courtroom's rendition and the sound alone.
 */
function lowRungOf(compositor: Compositor, mimeType: RecordingMimeType): LowRung | null {
  if (!isH264Recording(mimeType)) return null;
  try {
    return createLowRung(compositor, mimeType);
  } catch (failure) {
    console.warn('Recording: the low live rendition could not start', failure);
    return null;
  }
}

/** Closes a session this page did not start (it was reloaded while recording): resumed, then stopped at once. */
export async function stopOpenSession(roomId: string): Promise<void> {
  // The server resumes the open session in the format it was started in; the event still names one.
  const started = await startRecording(roomId, RECORDING_MIME_TYPES[0]);
  const queue = new UploadQueue(sendChunk);
  queue.begin(started);
  queue.push(new Uint8Array(), true);
  await drain(queue);
  await stopRecording(roomId, started.sessionId);
}
