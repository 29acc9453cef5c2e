import {
  COURTROOM_EVENTS as E,
  LOW_RENDITION,
  MESSAGES,
  type RecordingStarted,
  VIEWING_VERSIONS,
} from '@nyaya/shared';
import { desc, eq } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordingSessions, recordings } from '../../core/db/schema/index.ts';
import { mediaAreas } from '../../media/media-areas.ts';
import { viewingVersionFile } from '../../media/recording/viewing-versions.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { OWN_CASE, courtroomSuite, granted, todaysHearingId } from '../../test/fixtures/courtroom.ts';
import {
  FINALISING_MS,
  H264,
  recordedStream,
  sendChunks,
  stopRecording,
} from '../../test/fixtures/recording.ts';
import { addRecording, createMediaTestApp, videoOf } from '../../test/fixtures/recordings.ts';
import { createViewingVersionMaker } from './viewing-versions.ts';

const run = promisify(execFile);
const SECONDS = 6;
const PUBLIC_SECONDS = 4;
const TALLER_THAN_LOW = '640x480';

const suite = courtroomSuite({
  // At the rooms' priority: on a test machine busy for the whole run, nice 10 takes minutes.
  app: () => createMediaTestApp({ VIEWING_VERSIONS: 'true', VIEWING_VERSIONS_NICENESS: '0' }),
  cleanUp: async (t) => {
    await t.db.delete(recordingSessions);
    await t.db.delete(recordings);
  },
});

let work: string;
let pieces: Buffer[];
let clip: Buffer;
let publicClip: Buffer;
let hearingId: number;
let individual: TestClient;

/** A recording's MP4 of `seconds`, taller than the low version (and quick to make versions of on a busy machine). */
async function mp4Of(seconds: number): Promise<string> {
  const path = join(work, `clip-${seconds}.mp4`);
  await run('ffmpeg', [
    ...[
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${TALLER_THAN_LOW}:rate=25`,
    ],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(seconds), '-c:v', 'libx264'],
    ...['-preset', 'ultrafast', '-c:a', 'aac', '-y', path],
  ]);
  return path;
}

/**
 * A recording as finalisation leaves it, stored directly (no courtroom): the MP4 of SECONDS and, where the judge
 * withheld parts, the public's copy of PUBLIC_SECONDS beside it.
 */
async function storedRecording({ withheld = false } = {}) {
  const stored = await addRecording(suite.t, { hearingId, content: clip });
  const publicFile = stored.file.replace(/\.mp4$/, '-public.mp4');
  if (withheld) await writeFile(join(mediaAreas(suite.t.mediaDir).recordings, publicFile), publicClip);
  await suite.t.db
    .update(recordings)
    .set({
      durationSeconds: SECONDS,
      ...(withheld && { publicFile, publicDurationSeconds: PUBLIC_SECONDS }),
    })
    .where(eq(recordings.id, stored.id));
  return { ...stored, source: withheld ? publicFile : stored.file };
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'nyaya-viewing-'));
  clip = await readFile(await mp4Of(SECONDS));
  publicClip = await readFile(await mp4Of(PUBLIC_SECONDS));
  // Taller than the low version, and smaller than a judge's 720p so that its versions are quick on a busy machine.
  pieces = (await recordedStream(work, H264, 3, SECONDS, TALLER_THAN_LOW)).pieces;
  hearingId = await todaysHearingId(suite.t.db, OWN_CASE);
  individual = await clientAs(suite.t.app, 'Individual');
});
afterAll(() => rm(work, { recursive: true, force: true }));

const viewingFolder = () => mediaAreas(suite.t.mediaDir).viewing;

/** The judge records the whole clip and stops: the recording is finalised. */
async function recordHearing() {
  const socket = await suite.open(suite.judge);
  await granted(socket, E.joinRoom, {});
  await granted(socket, E.setHearing, { roomId: 'Room1', hearingId });
  const { sessionId } = await granted<RecordingStarted>(socket, E.startRecording, {
    roomId: 'Room1',
    mimeType: H264,
  });
  await sendChunks(socket, sessionId, pieces);
  expect(await stopRecording(socket, { roomId: 'Room1', sessionId })).toMatchObject({ status: true });
}

/** The hearing's recording as this client is offered it. */
async function offered(client: TestClient) {
  const response = await client.get(`/videos/${hearingId}`);
  expect(response.statusCode).toBe(200);
  const [recording] = videoOf(response).recordings;
  if (!recording) throw new Error('no recording offered');
  return recording;
}

/** Waits until the hearing's newest recording has both versions in the viewing folder. */
async function versionsMade() {
  const [recording] = await suite.t.db
    .select()
    .from(recordings)
    .where(eq(recordings.hearingId, hearingId))
    .orderBy(desc(recordings.id));
  await untilMade(viewingFolder(), recording?.publicFile ?? recording?.file ?? '');
}

async function untilMade(folder: string, source: string) {
  const names = VIEWING_VERSIONS.map((version) => viewingVersionFile(source, version));
  await vi.waitFor(async () => expect(await readdir(folder)).toEqual(expect.arrayContaining(names)), {
    timeout: FINALISING_MS,
    interval: 200,
  });
}

type ProbedStream = { codec_type: string; codec_name: string; height?: number; bit_rate?: string };

/** The streams and length of a fetched file, as ffprobe reads them. */
async function probed(bytes: Buffer) {
  const file = join(work, `fetched-${Date.now()}-${Math.random()}`);
  await writeFile(file, bytes);
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-of', 'json', '-show_entries', 'stream=codec_type,codec_name,height,bit_rate'],
    ...['-show_entries', 'format=duration', file],
  ]);
  const { streams, format } = JSON.parse(stdout) as { streams: ProbedStream[]; format: { duration: string } };
  return { streams, duration: Number(format.duration) };
}

/** GET of an address as the client's browser makes it (the address already carries the API's prefix). */
const fetched = (client: TestClient, url: string, headers: Record<string, string> = {}) =>
  suite.t.app.inject({ method: 'GET', url, cookies: client.session, headers, remoteAddress: client.ip });

describe('versions of a recording for a weak link', () => {
  it('are made once it is finalised: the picture at 360p with its sound, and the sound alone', async () => {
    await recordHearing();
    await versionsMade();
    const { versions, videoUrl } = await offered(individual);
    expect(versions.source.url).toBe(videoUrl);
    const { low, audio } = versions;
    if (!low || !audio) throw new Error(`versions missing: ${JSON.stringify(versions)}`);
    expect(low.bitsPerSecond).toBeLessThan(versions.source.bitsPerSecond ?? 0);
    expect(audio.bitsPerSecond).toBeLessThan(low.bitsPerSecond ?? 0);

    const lowFile = await fetched(individual, low.url);
    expect(lowFile.statusCode).toBe(200);
    expect(lowFile.headers['content-type']).toBe('video/mp4');
    const lowProbe = await probed(lowFile.rawPayload);
    expect(lowProbe.streams.map(({ codec_name, height }) => [codec_name, height])).toEqual([
      ['h264', LOW_RENDITION.height],
      ['aac', undefined],
    ]);
    expect(Number(lowProbe.streams[0]?.bit_rate)).toBeLessThanOrEqual(LOW_RENDITION.videoBitrate * 1.25);
    expect(lowProbe.duration).toBeCloseTo(SECONDS, 0);

    const audioFile = await fetched(individual, audio.url);
    expect(audioFile.statusCode).toBe(200);
    expect(audioFile.headers['content-type']).toBe('audio/mp4');
    const audioProbe = await probed(audioFile.rawPayload);
    expect(audioProbe.streams.map((stream) => stream.codec_type)).toEqual(['audio']);
    expect(audioProbe.duration).toBeCloseTo(SECONDS, 0);

    // A player seeks in it as in the recording itself.
    const part = await fetched(individual, audio.url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(100);
  }, 120_000);

  it('refuses a version that does not exist, naming the field, and one asked with another person’s address', async () => {
    await addRecording(suite.t, { hearingId });
    const { videoUrl } = await offered(individual);
    const refused = await fetched(individual, `${videoUrl}?version=hd`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: false, message: MESSAGES.invalidRequest });
    expect(refused.body).toContain('version');
    const other = await clientAs(suite.t.app, 'Advocate');
    // The address is the Individual's own: another person's browser gets it refused, versions too.
    expect((await fetched(other, `${videoUrl}?version=audio`)).statusCode).toBe(403);
  }, 120_000);

  it('are made of the public copy where the judge withheld parts; the court watches its whole record', async () => {
    await storedRecording({ withheld: true });
    expect((await offered(individual)).durationSeconds).toBe(PUBLIC_SECONDS);
    await versionsMade();
    const { versions } = await offered(individual);
    const low = await fetched(individual, versions.low?.url ?? '');
    expect((await probed(low.rawPayload)).duration).toBeCloseTo(PUBLIC_SECONDS, 0);

    const court = await offered(suite.controller);
    expect(court.durationSeconds).toBe(SECONDS);
    expect(Object.keys(court.versions)).toEqual(['source']);
    const notForTheRecord = await fetched(suite.controller, `${court.videoUrl}?version=low`);
    expect(notForTheRecord.statusCode).toBe(404);
    expect(notForTheRecord.json()).toMatchObject({ message: MESSAGES.recordingNotAvailable });
  }, 120_000);

  it('are made for a viewer of a recording that has none, and again when they are gone (a restored backup)', async () => {
    await storedRecording();
    expect(Object.keys((await offered(individual)).versions)).toEqual(['source']);
    await versionsMade();
    await rm(viewingFolder(), { recursive: true });
    expect(Object.keys((await offered(individual)).versions)).toEqual(['source']);
    await versionsMade();
    expect(Object.keys((await offered(individual)).versions).sort()).toEqual(['audio', 'low', 'source']);
  }, 120_000);
});

describe('the making of versions on a bad day', () => {
  let mediaDir: string;
  let source: string;
  const log = { info: vi.fn(), warn: vi.fn() };

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'nyaya-viewing-maker-'));
    // Long enough that a stop finds it being made.
    source = await mp4Of(12);
  });
  afterAll(() => rm(mediaDir, { recursive: true, force: true }));

  const viewing = () => mediaAreas(mediaDir).viewing;

  it('a server stopped mid-way leaves nothing; the next removes what a crash left and makes them', async () => {
    const stopped = createViewingVersionMaker({ db: suite.t.db, mediaDir, niceness: 0, log });
    stopped.ensure(source);
    await vi.waitFor(async () => expect(await readdir(viewing())).not.toEqual([]), {
      timeout: FINALISING_MS,
      interval: 10,
    });
    await stopped.close();
    expect(await readdir(viewing())).toEqual([]);

    // What a process killed while writing leaves, long untouched, and what another instance is writing now.
    const crashed = join(viewing(), '.0123456789ab.partial.mp4');
    const writing = join(viewing(), '.ba9876543210.partial.m4a');
    await writeFile(crashed, 'half a file');
    await writeFile(writing, 'being written');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(crashed, hourAgo, hourAgo);

    const restarted = createViewingVersionMaker({ db: suite.t.db, mediaDir, niceness: 0, log });
    restarted.ensure(source);
    await untilMade(viewing(), source);
    expect((await readdir(viewing())).sort()).toEqual(
      ['.ba9876543210.partial.m4a', 'clip-12-360p.mp4', 'clip-12-audio.m4a'].sort(),
    );
    await restarted.close();
  }, 120_000);

  it('a recording someone is watching has its versions made before those queued at finalisation', async () => {
    const content = clip;
    const first = await addRecording(suite.t, { hearingId, content });
    const second = await addRecording(suite.t, { hearingId, content });
    const watched = join(work, 'watched.mp4');
    await writeFile(watched, content);
    const made = { info: vi.fn(), warn: vi.fn() };
    const maker = createViewingVersionMaker({
      db: suite.t.db,
      mediaDir: suite.t.mediaDir,
      niceness: 0,
      log: made,
    });
    maker.madeFor(first.id);
    maker.madeFor(second.id);
    // The first is being made (its partial files are there), the second waits.
    await vi.waitFor(
      async () =>
        expect((await readdir(viewingFolder())).some((name) => name.includes('.partial'))).toBe(true),
      { timeout: FINALISING_MS, interval: 10 },
    );
    maker.ensure(watched);
    await vi.waitFor(() => expect(made.info).toHaveBeenCalledTimes(3), {
      timeout: FINALISING_MS,
      interval: 100,
    });
    const order = made.info.mock.calls.map(([details]) => basename((details as { source: string }).source));
    // The two finalised ones were queued at once, in whichever order their lookups came back.
    expect(order[1]).toBe('watched.mp4');
    expect([order[0], order[2]].sort()).toEqual([basename(first.path), basename(second.path)].sort());
    await maker.close();
  }, 120_000);

  it('a source ffmpeg cannot read is logged once, not tried again, and leaves nothing', async () => {
    const broken = join(work, 'broken.mp4');
    await writeFile(broken, 'not a video');
    const maker = createViewingVersionMaker({ db: suite.t.db, mediaDir, niceness: 0, log });
    maker.ensure(broken);
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(1));
    maker.ensure(broken);
    await maker.close();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect((await readdir(viewing())).filter((name) => name.startsWith('broken'))).toEqual([]);
  });
});
