import { execFile } from 'node:child_process';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MESSAGES } from '@nyaya/shared';
import { fileSize, writtenAtomically } from '../ffmpeg.ts';
import type { PublicSegment } from './delayed-playlist.ts';

const run = promisify(execFile);

/** Debian's fonts-dejavu-core (scripts/system-deps.sh). */
const SLATE_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const SLATE_BACKGROUND = '0x1b2a41';
/** How many characters fit on a line of the slate at its font size (a sixteenth of the height). */
const CHARACTERS_PER_LINE = 40;

/** What a slate is encoded like: the room's own stream, so that players and relays go from one to the other. */
export type SlateFormat = {
  width: number;
  height: number;
  frameRate: number;
  /** Undefined for a stream without sound. */
  audio?: { sampleRate: number; channels: number };
};

const DEFAULT_FORMAT: SlateFormat = {
  width: 1280,
  height: 720,
  frameRate: 25,
  audio: { sampleRate: 48_000, channels: 2 },
};

/**
 * Where a stream's timestamps stand at epoch ms `at`: seconds into the UTC day. Every ffmpeg writing the room's
 * HLS, courtroom or slate, starts its timestamps there, so one follows the other without a jump (a relay copying
 * the stream would otherwise squeeze the frames after a jump back together).
 */
export const streamClockSeconds = (at: number) => (at % 86_400_000) / 1000;

const rateOf = (fraction: string | undefined) => {
  const [numerator, denominator = 1] = (fraction ?? '').split('/').map(Number);
  const rate = Number(numerator) / Number(denominator);
  return rate >= 5 && rate <= 60 ? Math.round(rate) : DEFAULT_FORMAT.frameRate;
};

type ProbedStream = {
  codec_type: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  sample_rate?: string;
  channels?: number;
};

/** The format of the room's newest segment ffmpeg wrote; the default for a room without one. */
export async function slateFormatOf(roomDir: string): Promise<SlateFormat> {
  const files = await readdir(roomDir).catch(() => [] as string[]);
  const newest = files
    .map((file) => /^seg-(\d+)\.ts$/.exec(file))
    .filter((match) => match !== null)
    .sort((a, b) => Number(b[1]) - Number(a[1]))[0]?.[0];
  if (!newest) return DEFAULT_FORMAT;
  try {
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-of', 'json'],
      ...['-show_entries', 'stream=codec_type,width,height,avg_frame_rate,sample_rate,channels'],
      join(roomDir, newest),
    ]);
    const streams = (JSON.parse(stdout) as { streams: ProbedStream[] }).streams;
    const video = streams.find((stream) => stream.codec_type === 'video');
    const audio = streams.find((stream) => stream.codec_type === 'audio');
    if (!video?.width || !video.height) return DEFAULT_FORMAT;
    return {
      width: video.width,
      height: video.height,
      frameRate: rateOf(video.avg_frame_rate),
      audio: audio && { sampleRate: Number(audio.sample_rate), channels: audio.channels ?? 2 },
    };
  } catch {
    // Deleted between the listing and the probe (ffmpeg keeps a window of segments): a default slate will do.
    return DEFAULT_FORMAT;
  }
}

/** The slate's text broken into lines that fit its width. */
export function slateLines(text: string): string {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= CHARACTERS_PER_LINE) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines.join('\n');
}

function slateArgs(segment: PublicSegment, format: SlateFormat, textFile: string, target: string) {
  const { width, height, frameRate, audio } = format;
  const seconds = segment.duration.toFixed(3);
  return [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `color=c=${SLATE_BACKGROUND}:s=${width}x${height}:r=${frameRate}`],
    ...(audio
      ? ['-f', 'lavfi', '-i', `anullsrc=r=${audio.sampleRate}:cl=${audio.channels === 1 ? 'mono' : 'stereo'}`]
      : []),
    ...['-t', seconds],
    '-vf',
    [
      `drawtext=fontfile=${SLATE_FONT}:textfile=${textFile}:fontcolor=white`,
      `fontsize=${Math.round(height / 16)}:line_spacing=${Math.round(height / 40)}`,
      'x=(w-text_w)/2:y=(h-text_h)/2',
    ].join(':'),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'stillimage', '-pix_fmt', 'yuv420p'],
    ...['-g', String(Math.ceil(Number(seconds) * frameRate))],
    ...(audio ? ['-c:a', 'aac', '-b:a', '128k'] : []),
    ...['-output_ts_offset', streamClockSeconds(segment.start).toFixed(3), '-f', 'mpegts', target],
  ];
}

const rendering = new Map<string, Promise<void>>();

/**
 * The slate file in place of a cut segment, in the room's directory (where the route and the relay read it),
 * rendered the first time it is needed: as long as the segment, timed where it stands in the stream.
 */
export async function ensureSlate(roomDir: string, segment: PublicSegment): Promise<string> {
  const target = join(roomDir, segment.uri);
  if ((await fileSize(target)) !== undefined) return target;
  let render = rendering.get(target);
  if (!render) {
    render = writtenAtomically(target, async (partial) => {
      const textFile = `${partial}.txt`;
      await writeFile(textFile, slateLines(segment.slate ?? MESSAGES.courtNotInSession));
      try {
        await run('ffmpeg', slateArgs(segment, await slateFormatOf(roomDir), textFile, partial));
      } finally {
        await rm(textFile, { force: true });
      }
    }).finally(() => rendering.delete(target));
    rendering.set(target, render);
  }
  await render;
  return target;
}

/** Deletes the slates of segments ffmpeg's playlist no longer lists (those before `firstSequence`). */
export async function deleteSlatesBefore(roomDir: string, firstSequence: number): Promise<void> {
  const files = await readdir(roomDir).catch(() => [] as string[]);
  const old = files.filter((file) => {
    const match = /^slate-(\d+)\.ts$/.exec(file);
    return match !== null && Number(match[1]) < firstSequence;
  });
  await Promise.all(old.map((file) => rm(join(roomDir, file), { force: true })));
}
