import { LOW_RENDITION, RECORDING, RENDITION_AUDIO_BITRATE, type RecordingMimeType } from '@nyaya/shared';
import type { Compositor } from './compositor';
import type { ChromiumRecorderOptions } from './recorder-format';
import { sendLowRungChunk } from './recording-socket';
import { tinyBlobs } from './tiny-blobs';

/** A minute of chunks waits for the session's first to be stored; the oldest after the header go first. */
const HELD_CHUNKS = 30;

export type LowRung = {
  /** Starts recording: called in the same task as the session's recorder starts, so their keyframes fall together. */
  start: () => void;
  /** The session's first chunk is stored: the chunks recorded so far go, and from now on each as it comes. */
  release: (sessionId: string) => void;
  stop: () => void;
};

/**
 * The low live rendition (issue 41; docs/decisions/media-pipeline.md 9): the composite copied onto a canvas of
 * LOW_RENDITION's height after every frame it draws (also while the tab is hidden: the public watches on), and
 * recorded by a second MediaRecorder at LOW_RENDITION's bit rates. Its chunks are for the public stream alone: the
 * server dates them at the courtroom recording's start, so none goes before the session's first chunk is stored;
 * none is kept or sent again (a lost one shows as the courtroom's own segment to the viewers who wanted the low).
 */
export function createLowRung(compositor: Compositor, mimeType: RecordingMimeType): LowRung {
  const source = compositor.canvas;
  const canvas = document.createElement('canvas');
  canvas.height = LOW_RENDITION.height;
  canvas.width = Math.round((source.width / source.height) * LOW_RENDITION.height);
  const context = canvas.getContext('2d');
  const copy = () => context?.drawImage(source, 0, 0, canvas.width, canvas.height);
  copy();
  const stopCopying = compositor.onFrame(copy);
  // Captured at the composite's own rate, as the recording's is: both encoders then see the same frames at the same
  // moments and make their keyframes on the same ones (with a frame on every draw instead, a busy machine moved the
  // recording's keyframes 280 ms from the low one's in ten segments; at the same rate they kept within 110 ms).
  const picture = canvas.captureStream(compositor.fps);
  const options: ChromiumRecorderOptions = {
    mimeType,
    videoBitsPerSecond: LOW_RENDITION.videoBitrate,
    audioBitsPerSecond: RENDITION_AUDIO_BITRATE,
    videoKeyFrameIntervalDuration: RECORDING.keyFrameIntervalMs,
  };
  const recorder = new MediaRecorder(
    new MediaStream([...picture.getVideoTracks(), ...compositor.stream.getAudioTracks()]),
    options,
  );

  let sessionId: string | null = null;
  const held: Uint8Array[] = [];
  const blobs = tinyBlobs((chunk) => {
    if (sessionId) return sendLowRungChunk(sessionId, chunk);
    // The first, with the stream's header, is kept whatever follows; a long wait loses the oldest after it.
    if (held.length === HELD_CHUNKS) held.splice(1, 1);
    held.push(chunk);
  });
  // Blob bytes are read asynchronously: the chain keeps chunks in the order the recorder gave them.
  let reading = Promise.resolve();
  recorder.ondataavailable = ({ data }) => {
    if (data.size === 0) return;
    reading = reading.then(async () => blobs.add(new Uint8Array(await data.arrayBuffer())));
  };

  return {
    start: () => recorder.start(RECORDING.chunkIntervalMs),
    release(session) {
      sessionId = session;
      held.splice(0).forEach((chunk) => sendLowRungChunk(session, chunk));
    },
    stop() {
      stopCopying();
      recorder.ondataavailable = null;
      if (recorder.state !== 'inactive') recorder.stop();
      picture.getTracks().forEach((track) => track.stop());
    },
  };
}
