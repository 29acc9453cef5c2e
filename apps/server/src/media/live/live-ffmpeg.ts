import { spawn } from 'node:child_process';
import { join } from 'node:path';
import {
  HLS_SEGMENT_SECONDS,
  isH264Recording,
  RENDITION_AUDIO_BITRATE,
  type IngestState,
  type RecordingMimeType,
} from '@nyaya/shared';
import type { FastifyBaseLogger } from 'fastify';
import { diesWithServer } from '../dies-with-server.ts';
import { recordingVideoArgs } from '../ffmpeg.ts';
import { LIVE_SEGMENT_TEMPLATE, livePlaylistPath } from './live-files.ts';
import type { RoomPipeline } from './room-pipeline.ts';
import { streamClockSeconds } from './slate.ts';
import { LISTED_SEGMENTS } from './stream-playlist.ts';

/** How long an ending ffmpeg may take to write its last segment before it is killed. */
const EXIT_GRACE_MS = 10_000;

/** How long a restarted ffmpeg must run before its room's failure is cleared. */
const RECOVERED_AFTER_MS = 10_000;

/** Exported for bench/live-courtroom.ts, which measures what these arguments cost. */
export function liveFfmpegArgs(
  dir: string,
  mimeType: RecordingMimeType,
  { capturedAt = Date.now(), firstSequence }: { capturedAt?: number; firstSequence?: number } = {},
): string[] {
  return [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'matroska', '-i', 'pipe:0'],
    ...['-map', '0:v:0', '-map', '0:a:0?'],
    ...recordingVideoArgs(mimeType),
    // Keyframes every segment length even when the recorder's frame rate is not 25.
    ...(isH264Recording(mimeType)
      ? []
      : ['-force_key_frames', `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`]),
    ...['-c:a', 'aac', '-b:a', String(RENDITION_AUDIO_BITRATE)],
    // Timestamps on the stream's clock: a restart, and the slate between, go on from where the last left off.
    ...['-output_ts_offset', streamClockSeconds(capturedAt).toFixed(3)],
    ...['-f', 'hls', '-hls_time', String(HLS_SEGMENT_SECONDS), '-hls_list_size', String(LISTED_SEGMENTS)],
    ...(firstSequence === undefined ? [] : ['-start_number', String(firstSequence)]),
    // append_list: a restarted ffmpeg continues the numbering after a discontinuity; omit_endlist: players keep
    // polling across a restart.
    ...['-hls_flags', 'program_date_time+independent_segments+append_list+delete_segments+omit_endlist'],
    ...['-hls_segment_filename', join(dir, LIVE_SEGMENT_TEMPLATE), livePlaylistPath(dir)],
  ];
}

export type LiveFfmpegWatch = {
  log: FastifyBaseLogger;
  ffmpegPath: string;
  /** The room's ffmpeg died or could not start (the reason), or one restarted after that has run a while (null). */
  onFailure: (roomId: string, reason: string | null) => void;
  /** The room's ffmpeg started, died or could not start, or was stopped on purpose (undefined). */
  onIngest: (roomId: string, state: IngestState | undefined) => void;
};

/**
 * Starts the room's ffmpeg with `args` and watches it: one that dies is reported and left for the next chunk to
 * restart; one restarted after a failure clears it once it has run RECOVERED_AFTER_MS.
 */
export function spawnLiveFfmpeg(
  room: RoomPipeline,
  args: string[],
  { log, ffmpegPath, onFailure, onIngest }: LiveFfmpegWatch,
): void {
  const { roomId } = room;
  const ffmpeg = spawn(...diesWithServer(ffmpegPath, args), { stdio: ['pipe', 'ignore', 'pipe'] });
  let stderr = '';
  ffmpeg.stderr.on('data', (data: Buffer) => {
    stderr = (stderr + data.toString()).slice(-2000);
  });
  // Writing to an ffmpeg that just died fails with EPIPE; the close below reports it.
  ffmpeg.stdin.on('error', () => undefined);
  ffmpeg.on('error', (error) => log.error({ roomId, err: error }, 'live ffmpeg could not start'));
  room.ffmpeg = ffmpeg;
  onIngest(roomId, { status: 'running', since: new Date().toISOString() });
  const recovered = room.failed
    ? setTimeout(() => {
        room.failed = false;
        onFailure(roomId, null);
      }, RECOVERED_AFTER_MS)
    : undefined;
  recovered?.unref();
  room.exited = new Promise((resolve) => {
    ffmpeg.on('close', (code, signal) => {
      clearTimeout(recovered);
      if (room.ffmpeg === ffmpeg) {
        room.ffmpeg = undefined;
        room.failed = true;
        log.error({ roomId, code, signal, stderr }, 'live ffmpeg died; the next chunk restarts it');
        const reason = stderr.trim().split('\n').pop() || `ffmpeg exited (${signal ?? code})`;
        onIngest(roomId, { status: 'failed', since: new Date().toISOString(), reason });
        onFailure(roomId, reason);
      }
      resolve();
    });
  });
}

/** Ends the room's ffmpeg on purpose: it writes its last segment and exits, or is killed after EXIT_GRACE_MS. */
export async function stopLiveFfmpeg(room: RoomPipeline, { onIngest }: Pick<LiveFfmpegWatch, 'onIngest'>) {
  onIngest(room.roomId, undefined);
  const { ffmpeg, exited } = room;
  if (!ffmpeg || !exited) return;
  room.ffmpeg = undefined;
  ffmpeg.stdin.end();
  const timer = setTimeout(() => ffmpeg.kill('SIGKILL'), EXIT_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
