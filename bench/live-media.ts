// Inputs and measuring tools shared by the live-courtroom benchmarks: test recordings as the judge's browser makes
// them, the server's own live ffmpeg, and the CPU its children used.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { LOW_RENDITION, RECORDING_PRESETS, type RecordingMimeType } from '@nyaya/shared';
import { liveFfmpegArgs } from '../apps/server/src/media/live/live-ffmpeg.ts';

const run = promisify(execFile);

const PRESET = RECORDING_PRESETS.medium;
/** Keyframes every 2 s, as MediaRecorder's `videoKeyFrameIntervalDuration: 2000` gives at 25 fps. */
const KEYFRAME_INTERVAL = 50;
/** Roughly what Chromium's MediaRecorder spends on 720p. */
const VIDEO_BITRATE = '2500k';

const LOW_KBPS = LOW_RENDITION.videoBitrate / 1000;
/**
 * The low rung's bit rate as the judge's browser holds it and the recordings' versions are made: LOW_RENDITION's,
 * at most 1.25 times it (issue 41: no more than 500 kb/s).
 */
export const LOW_RUNG_BITRATE = [
  '-b:v',
  `${LOW_KBPS}k`,
  '-maxrate',
  `${LOW_KBPS * 1.25}k`,
  '-bufsize',
  `${LOW_KBPS * 2}k`,
];
/** The low rung made of an input: scaled to LOW_RENDITION's height at that bit rate, a keyframe every 2 s. */
export const LOW_RUNG_VIDEO = [
  '-vf',
  `scale=-2:${LOW_RENDITION.height}`,
  ...LOW_RUNG_BITRATE,
  '-g',
  String(KEYFRAME_INTERVAL),
];

export type IngestKind = { name: string; mimeType: RecordingMimeType; file: string; videoArgs: string[] };

export const ingestKinds = (dir: string): IngestKind[] => [
  {
    name: 'H.264 ingest (video copied)',
    mimeType: 'video/x-matroska;codecs=avc1,opus',
    file: `${dir}/h264-opus.mkv`,
    videoArgs: ['-c:v', 'libx264', '-preset', 'veryfast', '-g', String(KEYFRAME_INTERVAL)],
  },
  {
    name: 'VP8 ingest (x264 veryfast transcode)',
    mimeType: 'video/webm;codecs=vp8,opus',
    file: `${dir}/vp8-opus.webm`,
    videoArgs: [
      '-c:v',
      'libvpx',
      '-deadline',
      'realtime',
      '-cpu-used',
      '16',
      '-g',
      String(KEYFRAME_INTERVAL),
    ],
  },
];

/** A moving test pattern with a tone, encoded like a browser recording of the default preset. */
export async function generateIngest(kind: IngestKind, seconds: number): Promise<void> {
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${PRESET.width}x${PRESET.height}:rate=${PRESET.fps}`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-t', String(seconds), ...kind.videoArgs, '-b:v', VIDEO_BITRATE, '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'libopus', '-b:a', '96k', kind.file],
  ]);
}

/** The first `seconds` of a recording, cut on a keyframe without re-encoding. */
export async function trimIngest(source: string, target: string, seconds: number): Promise<void> {
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    source,
    '-t',
    String(seconds),
    '-c',
    'copy',
    target,
  ]);
}

/** The server's live ffmpeg for one room, reading the recording on stdin and writing HLS into `dir`. */
export function spawnLivePipeline(dir: string, mimeType: RecordingMimeType) {
  return spawn('ffmpeg', liveFfmpegArgs(dir, mimeType), { stdio: ['pipe', 'ignore', 'pipe'] });
}

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/**
 * CPU seconds (user + system) of every child process this one has waited for. Each ffmpeg is reaped when it exits,
 * so the difference across a run is exactly what its pipelines used, to the clock tick.
 */
export function reapedChildrenCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of proc(5), counted from 1 with pid and comm; this array starts at field 3.
  return (Number(fields[13]) + Number(fields[14])) / clockTicks;
}

/** This process's own CPU seconds (the bench's feeder, standing in for the server's chunk handling). */
export function ownCpuSeconds(since?: NodeJS.CpuUsage): number {
  const usage = process.cpuUsage(since);
  return (usage.user + usage.system) / 1e6;
}
