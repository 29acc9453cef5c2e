import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodingComplaints } from '../../test/decoding.ts';
import { H264_WEBM, stream } from '../../test/fixtures/live.ts';
import { createLivePipelines } from './live-pipeline.ts';
import { livePlaylistPath, liveRoomDir } from './live-files.ts';
import { createLowRungSegments, lowRungMediaDir } from './low-rung.ts';
import { parseMediaPlaylist } from './media-playlist.ts';
import { createSegmentCache } from './segment-cache.ts';

const run = promisify(execFile);
const SECONDS = 8;
/** Both renditions dated at the same recording start, as the broadcast dates the low one at the courtroom's. */
const RECORDING_START = Date.UTC(2026, 11, 7, 5, 0, 0);

let mediaDir: string;

/**
 * The courtroom's keyframes: every 51 frames, as a recorder's come at least 2 s apart (ffmpeg cuts a segment at the
 * first keyframe 2 s on from the one before). The low rendition's a frame before or after them, or with them.
 */
const KEYFRAMES = {
  courtroom: 'eq(mod(n,51),0)',
  early: 'eq(n,0)+eq(mod(n-50,51),0)*gte(n,50)',
  late: 'eq(n,0)+eq(mod(n-1,51),0)*gte(n,52)',
  /** Keyframes 2.4 s apart, and a low rendition's eight frames (320 ms) before them. */
  slowCourtroom: 'eq(mod(n,60),0)',
  eightFramesEarly: 'eq(n,0)+eq(mod(n-52,60),0)*gte(n,52)',
};

/** The hearing at `size`, its keyframes where `keyframes` says. */
async function recording(size: string, keyframes: keyof typeof KEYFRAMES) {
  const target = join(mediaDir, `${size}-${keyframes}.mkv`);
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(SECONDS)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '1000', '-sc_threshold', '0', '-pix_fmt', 'yuv420p'],
    ...['-force_key_frames', `expr:${KEYFRAMES[keyframes]}`],
    ...['-c:a', 'libopus', '-f', 'matroska', '-y', target],
  ]);
  return readFile(target);
}

/** Streams the courtroom's recording into Room1 and a low one into `room`'s low folder, on one clock. */
async function streamBoth(room: string, low: Buffer, courtroom: Buffer) {
  const options = { log: pino({ level: 'silent' }), recordingStartOf: async () => RECORDING_START };
  const own = createLivePipelines({ mediaDir, ...options });
  const lowRung = createLivePipelines({ mediaDir: lowRungMediaDir(mediaDir), ...options });
  await Promise.all([stream(own, room, courtroom, H264_WEBM), stream(lowRung, room, low, H264_WEBM)]);
}

/** The PTS of each picture of a transport stream, in order. */
async function picturePts(bytes: Buffer): Promise<number[]> {
  const path = join(mediaDir, `probe-${Math.random()}.ts`);
  await writeFile(path, bytes);
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v', '-show_entries', 'packet=pts', '-of', 'csv=p=0', path],
  ]);
  return stdout
    .split('\n')
    .map((line) => Number.parseInt(line, 10))
    .filter(Number.isFinite);
}

/**
 * What stands for each of the room's courtroom segments, low or none, where what is before is public or not; and
 * of each low one, that it has no picture starting after the courtroom segment ends, and decodes without a complaint.
 */
async function standing(room: string, afterPublic: boolean) {
  const files = createSegmentCache();
  const lowRung = createLowRungSegments({ mediaDir, read: files.read });
  const dir = liveRoomDir(mediaDir, room);
  const { segments } = parseMediaPlaylist(await readFile(livePlaylistPath(dir), 'utf8'));
  const stood = await Promise.all(
    segments.map(async ({ uri, duration }) => {
      const own = await files.read(join(dir, uri));
      if (!own) throw new Error(`${uri} is gone`);
      const low = await lowRung.standingFor(room, own, { duration, afterPublic });
      if (!low) return { kind: 'none', picturesAfter: 0, complaints: [] };
      const end = (await picturePts(own.bytes))[0]! + Math.round(duration * 90_000);
      const path = join(mediaDir, `served-${Math.random()}.ts`);
      await writeFile(path, low.bytes);
      return {
        kind: 'low',
        picturesAfter: (await picturePts(low.bytes)).filter((pts) => pts >= end).length,
        complaints: await decodingComplaints(path),
      };
    }),
  );
  expect(stood.map(({ picturesAfter }) => picturesAfter)).toEqual(stood.map(() => 0));
  expect(stood.flatMap(({ complaints }) => complaints ?? [])).toEqual([]);
  return stood.map(({ kind }) => kind);
}

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'nyaya-low-rung-unit-'));
  const [courtroom, aligned, early, late, slowCourtroom, eightFramesEarly] = await Promise.all([
    recording('640x360', 'courtroom'),
    recording('320x180', 'courtroom'),
    recording('320x180', 'early'),
    recording('320x180', 'late'),
    recording('640x360', 'slowCourtroom'),
    recording('320x180', 'eightFramesEarly'),
  ]);
  await Promise.all([
    streamBoth('Aligned', aligned, courtroom),
    streamBoth('Early', early, courtroom),
    streamBoth('Late', late, courtroom),
    streamBoth('EightFramesEarly', eightFramesEarly, slowCourtroom),
  ]);
}, 60_000);
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

describe('the low segment standing for a courtroom segment', () => {
  it('is the one of the same stretch, whatever is before it', async () => {
    const low = SECONDS / 2;
    expect(await standing('Aligned', true)).toEqual(Array(low).fill('low'));
    expect(await standing('Aligned', false)).toEqual(Array(low).fill('low'));
  });

  it('may start early, a quarter second at most, only where what is before it is public', async () => {
    // The first segments start together (the recording's first frame); the later low ones a frame early.
    expect(await standing('Early', true)).toEqual(['low', 'low', 'low', 'low']);
    expect(await standing('Early', false)).toEqual(['low', 'none', 'none', 'none']);
    // A quarter of a second at most: eight frames early (320 ms) is too early, whatever is before it.
    expect(await standing('EightFramesEarly', true)).toEqual(['low', 'none', 'none', 'none']);
  });

  it('shows no picture after it: a low segment a frame late is served without its last picture', async () => {
    expect(await standing('Late', true)).toEqual(['low', 'low', 'low', 'low']);
  });
});
