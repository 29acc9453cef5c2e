import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { COURTROOM_EVENTS as E, type RecordingMimeType } from '@nyaya/shared';
import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import type { LivePipelines } from '../../media/live/live-pipeline.ts';
import { CLUSTER_ID } from '../../media/recording/matroska.ts';
import { granted } from '../courtroom/courtroom-fixtures.ts';
import { CLIP_SECONDS } from '../courtroom/recording-fixtures.ts';

const run = promisify(execFile);

export const H264_WEBM: RecordingMimeType = 'video/x-matroska;codecs=avc1,opus';
export const VP8_WEBM: RecordingMimeType = 'video/webm;codecs=vp8,opus';

/**
 * A recording as the judge's browser makes it: test pattern and tone, keyframes every 2 s, Opus audio, in
 * matroska (H.264) or webm (VP8).
 */
export async function makeRecording(dir: string, mimeType: RecordingMimeType, seconds: number) {
  const h264 = mimeType === H264_WEBM;
  const target = join(dir, h264 ? 'h264.mkv' : 'vp8.webm');
  const video = h264
    ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '50']
    : ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '500k', '-g', '50'];
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(seconds)],
    ...video,
    ...['-c:a', 'libopus', '-f', h264 ? 'matroska' : 'webm', '-y', target],
  ]);
  return readFile(target);
}

/**
 * A hearing as the judge's browser records it: H.264 and Opus in Matroska, a keyframe and a cluster every 2 s,
 * cut into one piece per cluster (the header rides with the first) as the recorder's 2 s chunks come.
 */
export async function recordedInChunks(dir: string, seconds: number): Promise<Buffer[]> {
  const target = join(dir, `chunks-${seconds}s.mkv`);
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(seconds)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '50', '-keyint_min', '50', '-sc_threshold', '0'],
    ...[
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'libopus',
      '-cluster_time_limit',
      '2000',
      '-f',
      'matroska',
      '-y',
      target,
    ],
  ]);
  const bytes = await readFile(target);
  const starts: number[] = [];
  for (let at = bytes.indexOf(CLUSTER_ID); at !== -1; at = bytes.indexOf(CLUSTER_ID, at + 1)) starts.push(at);
  const cuts = [0, ...starts.slice(1), bytes.length];
  return cuts.slice(0, -1).map((from, index) => bytes.subarray(from, cuts[index + 1]));
}

/** Feeds the recording in pieces, the way chunks arrive, then lets ffmpeg write its last segment. */
export async function stream(
  live: LivePipelines,
  roomId: string,
  recording: Buffer,
  mimeType: RecordingMimeType,
) {
  const piece = 64 * 1024;
  for (let offset = 0; offset < recording.length; offset += piece) {
    live.push(roomId, recording.subarray(offset, offset + piece), mimeType, true);
  }
  await live.end(roomId);
}

/** ffprobe's JSON of a segment's bytes. */
async function probeBytes(dir: string, bytes: Buffer, entries: string) {
  const file = join(dir, `probe-${Date.now()}-${Math.random()}.ts`);
  await writeFile(file, bytes);
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', entries, '-of', 'json', file]);
  return JSON.parse(stdout) as unknown;
}

/** The codec, profile and size of each stream ffprobe finds in a segment. */
export async function probe(dir: string, bytes: Buffer) {
  const { streams } = (await probeBytes(dir, bytes, 'stream=codec_name,codec_type,profile,width,height')) as {
    streams: { codec_type: string; codec_name: string; profile?: string; width?: number; height?: number }[];
  };
  return streams;
}

/** Where ffmpeg's MPEG-TS output starts past the timestamps it was given (its default mux delay). */
export const MPEGTS_START_SECONDS = 1.4;

/** The first timestamp of a segment, in seconds. */
export async function startTimeOf(dir: string, bytes: Buffer): Promise<number> {
  const { format } = (await probeBytes(dir, bytes, 'format=start_time')) as {
    format: { start_time: string };
  };
  return Number(format.start_time);
}

/** The segment names of a playlist and their program date times (epoch ms). */
export function listedSegments(playlist: string) {
  const lines = playlist.split('\n');
  return lines.flatMap((line, index) =>
    line.startsWith('seg-')
      ? [{ uri: line, start: Date.parse(lines[index - 1]?.replace('#EXT-X-PROGRAM-DATE-TIME:', '') ?? '') }]
      : [],
  );
}

/**
 * Sends pieces from..to of a recording (CLIP_SECONDS cut into pieces.length, unless each piece is `paceMs` long)
 * as the recorder does: each once that much has been recorded, acked once durable. The relay follows the HLS as
 * it grows (no -re), so the pieces must come in real time, not as fast as the server acks them.
 */
export async function recordInRealTime(
  socket: Socket,
  sessionId: string,
  pieces: Buffer[],
  { from, to, paceMs = (CLIP_SECONDS * 1000) / pieces.length }: { from: number; to: number; paceMs?: number },
) {
  for (let seq = from; seq < to; seq += 1) {
    const ack = await granted(socket, E.videoChunk, {
      sessionId,
      seq,
      isFirstChunk: seq === 0,
      isLastChunk: false,
      chunk: pieces[seq],
    });
    expect(ack).toEqual({ seq });
    await new Promise((resolve) => setTimeout(resolve, paceMs));
  }
}
