import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MESSAGES, RENDITION_AUDIO_BITRATE } from '@nyaya/shared';
import { fileSize, probeStreams, writtenAtomically } from '../ffmpeg.ts';
import { PUBLIC_TARGET_DURATION, type PublicSegment } from './delayed-playlist.ts';
import { retimed } from './mpegts-retime.ts';

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

export const DEFAULT_SLATE_FORMAT: SlateFormat = {
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
  return rate >= 5 && rate <= 60 ? Math.round(rate) : DEFAULT_SLATE_FORMAT.frameRate;
};

async function newestSegment(roomDir: string): Promise<string | undefined> {
  const files = await readdir(roomDir).catch(() => [] as string[]);
  return files
    .map((file) => /^seg-(\d+)\.ts$/.exec(file))
    .filter((match) => match !== null)
    .sort((a, b) => Number(b[1]) - Number(a[1]))[0]?.[0];
}

/** The format of a segment ffmpeg wrote; the default when it is gone. */
async function probeFormat(segmentPath: string): Promise<SlateFormat> {
  try {
    const streams = await probeStreams(segmentPath);
    const video = streams.find((stream) => stream.codec_type === 'video');
    const audio = streams.find((stream) => stream.codec_type === 'audio');
    if (!video?.width || !video.height) return DEFAULT_SLATE_FORMAT;
    return {
      width: video.width,
      height: video.height,
      frameRate: rateOf(video.avg_frame_rate),
      audio: audio && { sampleRate: Number(audio.sample_rate), channels: audio.channels ?? 2 },
    };
  } catch {
    // Deleted between the listing and the probe (ffmpeg keeps a window of segments): a default slate will do.
    return DEFAULT_SLATE_FORMAT;
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

/**
 * A slate is rendered once per format and text, this long, and cut to each segment's length: longer than any
 * segment the public playlist lists (their length rounds to at most its target duration).
 */
const TEMPLATE_SECONDS = PUBLIC_TARGET_DURATION + 1;

/**
 * ffmpeg's arguments for a slate `seconds` long whose timestamps start at `offsetSeconds`, written to `target`.
 * Exported for bench/slates.ts, which renders each segment's slate this way as its baseline.
 */
export function slateRenderArgs(
  format: SlateFormat,
  textFile: string,
  { seconds, offsetSeconds, target }: { seconds: number; offsetSeconds: number; target: string },
) {
  const { width, height, frameRate, audio } = format;
  return [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `color=c=${SLATE_BACKGROUND}:s=${width}x${height}:r=${frameRate}`],
    ...(audio
      ? ['-f', 'lavfi', '-i', `anullsrc=r=${audio.sampleRate}:cl=${audio.channels === 1 ? 'mono' : 'stereo'}`]
      : []),
    ...['-t', seconds.toFixed(3)],
    '-vf',
    [
      `drawtext=fontfile=${SLATE_FONT}:textfile=${textFile}:fontcolor=white`,
      `fontsize=${Math.round(height / 16)}:line_spacing=${Math.round(height / 40)}`,
      'x=(w-text_w)/2:y=(h-text_h)/2',
    ].join(':'),
    // One keyframe, no B-frames (ultrafast): cut after any frame, what is left decodes.
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'stillimage', '-pix_fmt', 'yuv420p'],
    ...['-g', String(Math.ceil(seconds * frameRate))],
    // Each sound frame a PES of its own where ffmpeg allows (it packs ~170 bytes), so a cut leaves little out.
    ...(audio ? ['-c:a', 'aac', '-b:a', String(RENDITION_AUDIO_BITRATE), '-pes_payload_size', '0'] : []),
    ...['-output_ts_offset', offsetSeconds.toFixed(3), '-f', 'mpegts', target],
  ];
}

/** The rendering the room's slates with this text and format are cut from. */
const templateArgs = (format: SlateFormat, textFile: string) =>
  slateRenderArgs(format, textFile, { seconds: TEMPLATE_SECONDS, offsetSeconds: 0, target: 'pipe:1' });

/** The templates rendered, by format and text: a room's few slates, and a few rooms' worth of them. */
const templates = new Map<string, Promise<Buffer>>();
const TEMPLATES_KEPT = 32;

function renderTemplate(format: SlateFormat, text: string): Promise<Buffer> {
  const key = JSON.stringify([format, text]);
  const cached = templates.get(key);
  if (cached) return cached;
  const rendering = (async () => {
    const textFile = join(tmpdir(), `nyaya-slate-${randomBytes(6).toString('hex')}.txt`);
    await writeFile(textFile, slateLines(text));
    try {
      const { stdout } = await run('ffmpeg', templateArgs(format, textFile), {
        encoding: 'buffer',
        maxBuffer: 64 * 1024 * 1024,
      });
      return stdout;
    } finally {
      await rm(textFile, { force: true });
    }
  })();
  templates.set(key, rendering);
  rendering.catch(() => templates.delete(key));
  for (const oldest of templates.keys()) {
    if (templates.size <= TEMPLATES_KEPT) break;
    templates.delete(oldest);
  }
  return rendering;
}

/** The room's slate format, probed again only when ffmpeg has written a newer segment. */
const formats = new Map<string, { newest: string | undefined; format: Promise<SlateFormat> }>();

async function roomFormat(roomDir: string): Promise<SlateFormat> {
  const newest = await newestSegment(roomDir);
  const known = formats.get(roomDir);
  if (known && known.newest === newest) return known.format;
  const format =
    newest === undefined ? Promise.resolve(DEFAULT_SLATE_FORMAT) : probeFormat(join(roomDir, newest));
  formats.set(roomDir, { newest, format });
  return format;
}

/**
 * Renders the slate with this text for the room's stream, ahead of the first segment that needs it (a pause or a
 * withholding starts): serving that segment then only copies and re-times it.
 */
export async function prepareSlate(roomDir: string, text: string): Promise<void> {
  await renderTemplate(await roomFormat(roomDir), text);
}

/**
 * The slate file in place of a cut segment, in the room's directory (where the route and the relay read it):
 * the rendered slate with its text, timed where the segment stands in the stream and as long as it.
 */
export async function ensureSlate(roomDir: string, segment: PublicSegment): Promise<string> {
  const target = join(roomDir, segment.uri);
  if ((await fileSize(target)) !== undefined) return target;
  const template = await renderTemplate(
    await roomFormat(roomDir),
    segment.slate ?? MESSAGES.courtNotInSession,
  );
  const slate = retimed(template, streamClockSeconds(segment.start), segment.duration);
  await writtenAtomically(target, (partial) => writeFile(partial, slate));
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
