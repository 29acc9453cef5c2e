import { API_PREFIX, COURTROOM_EVENTS as E, type CourtroomAck, type RecordingMimeType } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Socket } from 'socket.io-client';
import { beforeAll, expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { recordingSessions, recordings } from '../../db/schema/index.ts';
import { createMediaTestApp } from '../recordings/recordings-fixtures.ts';
import { probeDuration } from '../../media/recording/finalise.ts';
import { OWN_CASE, courtroomSuite, granted, todaysHearingId } from './courtroom-fixtures.ts';

const run = promisify(execFile);

export const H264: RecordingMimeType = 'video/webm;codecs=h264,opus';
export const VP8: RecordingMimeType = 'video/webm;codecs=vp8,opus';
export const CLIP_SECONDS = 8;

/**
 * What a judge's MediaRecorder uploads: one matroska stream of `seconds` (test pattern, tone, Opus audio) cut
 * into `count` byte pieces, and its duration as ffprobe reads it.
 */
export async function recordedStream(
  dir: string,
  mimeType: RecordingMimeType,
  count = 8,
  seconds = CLIP_SECONDS,
) {
  const path = join(dir, `source-${mimeType === H264 ? 'h264' : 'vp8'}.mkv`);
  const video =
    mimeType === H264
      ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '50', '-pix_fmt', 'yuv420p']
      : ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-g', '50', '-b:v', '500k'];
  // The VP8 clip is smaller: the server transcodes it, and that must stay quick on a busy CI machine.
  const size = mimeType === H264 ? '640x360' : '320x180';
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(seconds)],
    ...video,
    ...['-c:a', 'libopus', '-f', 'matroska', '-y', path],
  ]);
  const bytes = await readFile(path);
  const length = Math.ceil(bytes.length / count);
  const pieces = Array.from({ length: count }, (_, seq) => bytes.subarray(seq * length, (seq + 1) * length));
  return { pieces, duration: await probeDuration(path) };
}

/** Finalising transcodes or remuxes the whole hearing: seconds, more on a busy machine. */
export const FINALISING_MS = 60_000;

/** Stops a recording and resolves with the ack, once the MP4 is finalised. */
export function stopRecording(socket: Socket, payload: unknown): Promise<CourtroomAck<unknown>> {
  return socket.timeout(FINALISING_MS).emitWithAck(E.stopRecording, payload) as Promise<
    CourtroomAck<unknown>
  >;
}

/** Sends chunks as the recorder does, each after the previous one's ack; the last one closes the stream. */
export async function sendChunks(
  socket: Socket,
  sessionId: string,
  pieces: Buffer[],
  from = 0,
  total?: number,
) {
  const last = (total ?? pieces.length) - 1;
  for (const [index, chunk] of pieces.entries()) {
    const seq = from + index;
    const ack = await granted(socket, E.videoChunk, {
      sessionId,
      seq,
      isFirstChunk: seq === 0,
      isLastChunk: seq === last,
      chunk,
    });
    expect(ack).toEqual({ seq });
  }
}

/** The codec of each stream of a media file, as ffprobe names them. */
export async function codecsOf(path: string): Promise<string[]> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', path],
  ]);
  return stdout.trim().split('\n').sort();
}

/** Whether the MP4's index (moov) comes before its media data (mdat): faststart. */
export async function isFastStart(path: string): Promise<boolean> {
  const bytes = await readFile(path);
  const moov = bytes.indexOf('moov');
  return moov >= 0 && moov < bytes.indexOf('mdat');
}

export const videoPath = (url: string) => url.replace(API_PREFIX, '');

/** The hearing's finalised recording: its recordings row, and where its file is. */
export async function recordingOf(db: Database, mediaDir: string, hearingId: number) {
  const [recording] = await db.select().from(recordings).where(eq(recordings.causeListEntryId, hearingId));
  if (!recording) throw new Error('no recording row');
  return { recording, path: join(mediaDir, 'recordings', recording.file) };
}

/**
 * A courtroom suite on a media test app, recording today's hearing of OWN_CASE: each test's recording sessions and
 * that hearing's recordings are removed after it. `hearingId()` is the hearing's id once the suite has started.
 */
export function recordingSuite() {
  let hearingId = 0;
  const suite = courtroomSuite({
    app: createMediaTestApp,
    cleanUp: async (t) => {
      await t.db.delete(recordingSessions);
      await t.db.delete(recordings).where(eq(recordings.causeListEntryId, hearingId));
    },
  });
  beforeAll(async () => {
    hearingId = await todaysHearingId(suite.t.db, OWN_CASE);
  });
  return { suite, hearingId: () => hearingId };
}
