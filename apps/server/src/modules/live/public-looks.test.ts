import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX, HLS_SEGMENT_SECONDS, MESSAGES } from '@nyaya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamSetups } from '../../core/db/schema/index.ts';
import { addCut, replaceFile } from '../../media/live/live-files.ts';
import { formatMediaPlaylist } from '../../media/live/media-playlist.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { csrf } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CONTROLLER_PATH, setupBody } from '../../test/fixtures/stream-setup.ts';
import { listedSegments } from '../../test/fixtures/live.ts';
import { BLOCKING_RELOAD_MS, LOOK_SHARED_MS } from './public-looks.ts';

let t: TestApp;
let work: string;
let viewer: TestClient;
let controller: TestClient;

const ROOM = 'Room1';
const SEGMENT_MS = HLS_SEGMENT_SECONDS * 1000;
const roomDir = () => join(t.config.mediaDir, 'live', ROOM);
const playlist = () => viewer.get(`/live/${ROOM}/index.m3u8`);
const segment = (name: string) => viewer.get(`/live/${ROOM}/${name}`);
const heldFor = (sequence: number) => viewer.get(`/live/${ROOM}/index.m3u8?_HLS_msn=${sequence}`);
/** Long enough for every request to take a look of its own instead of sharing the last one. */
const nextLook = () => new Promise((resolve) => setTimeout(resolve, LOOK_SHARED_MS + 20));

/** ffmpeg's playlist of `count` segments (seg-0.ts…), the last ending now, written as ffmpeg does, and their files. */
async function writeStream(count: number, bytesOf = (sequence: number) => `segment ${sequence}`) {
  const end = Date.now();
  const segments = Array.from({ length: count }, (_, sequence) => ({
    sequence,
    uri: `seg-${sequence}.ts`,
    duration: HLS_SEGMENT_SECONDS,
    start: end - (count - sequence) * SEGMENT_MS,
    discontinuity: false,
  }));
  await mkdir(roomDir(), { recursive: true });
  await Promise.all(segments.map(({ uri, sequence }) => writeFile(join(roomDir(), uri), bytesOf(sequence))));
  const text = formatMediaPlaylist({
    version: 3,
    targetDuration: HLS_SEGMENT_SECONDS,
    discontinuitySequence: 0,
    segments,
    ended: false,
  });
  await replaceFile(join(roomDir(), 'stream.m3u8'), text);
  return segments;
}

/** The room streams anew: the last test's files are gone, and its last look too. */
async function newStream(count: number) {
  await rm(roomDir(), { recursive: true, force: true });
  const written = await writeStream(count);
  await nextLook();
  return written;
}

async function setDelay(minutes: number) {
  const [setup] = await t.db.select({ id: streamSetups.id }).from(streamSetups);
  const response = await controller.put(`${CONTROLLER_PATH}/updateAllStreamDelay`, {
    newDelay: minutes,
    newId: [setup?.id],
  });
  expect(response.statusCode).toBe(200);
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'nyaya-looks-'));
  t = await createTestApp({ DATA_DIR: work });
  viewer = await clientAs(t.app, 'Individual');
  controller = await clientAs(t.app, 'Controller');
  const setup = await controller.post(
    `${CONTROLLER_PATH}/streamsetup`,
    setupBody(ROOM, { liveStreamDelay: 0 }),
  );
  expect(setup.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

describe("a room's public playlist, one look shared by all its viewers", () => {
  it('holds back what a longer delay holds back from the next look on, the segments too', async () => {
    const written = await newStream(3);
    expect(listedSegments((await playlist()).body).map(({ uri }) => uri)).toEqual(
      written.map(({ uri }) => uri),
    );

    await setDelay(1);
    await nextLook();
    expect(listedSegments((await playlist()).body)).toEqual([]);
    expect((await segment('seg-0.ts')).json()).toEqual({
      status: false,
      code: 'streamNotFound',
      message: MESSAGES.streamNotFound,
    });

    await setDelay(0);
    await nextLook();
    expect(listedSegments((await playlist()).body)).toHaveLength(3);
  });

  it('lists the slate for a new cut from the next look on, and serves the cut segment to nobody', async () => {
    const written = await newStream(3);
    expect((await segment('seg-2.ts')).statusCode).toBe(200);
    const last = written[2];
    if (!last) throw new Error('no third segment');

    await addCut(roomDir(), { from: last.start, to: null, slate: MESSAGES.courtNotInSession });
    await nextLook();
    const lines = (await playlist()).body.split('\n').filter((line) => /^(seg|slate)-/.test(line));
    expect(lines).toEqual(['seg-0.ts', 'seg-1.ts', 'slate-2.ts']);
    expect((await segment('seg-2.ts')).statusCode).toBe(404);
  });

  it('answers every request held for the next segment once it is listed', async () => {
    await newStream(2);
    const held = Array.from({ length: 20 }, () => heldFor(2));
    await nextLook();
    const written = await writeStream(3);
    const listedAt = performance.now();
    const answers = await Promise.all(held);
    // Well before a held request gives up waiting and gets the playlist as it is.
    expect(performance.now() - listedAt).toBeLessThan(BLOCKING_RELOAD_MS / 2);
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(listedSegments(response.body).map(({ uri }) => uri)).toEqual(written.map(({ uri }) => uri));
    }
  });

  it('serves a segment with a validator and keeps it private; one written anew under its name is served anew', async () => {
    await newStream(2);
    const first = await segment('seg-1.ts');
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('segment 1');
    expect(first.headers['cache-control']).toBe('private, max-age=3600');
    expect(first.headers['last-modified']).toEqual(expect.any(String));
    const etag = String(first.headers.etag);

    const revalidated = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/live/${ROOM}/seg-1.ts`,
      cookies: csrf(viewer.session).cookies,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['cache-control']).toBe('private, max-age=3600');

    // A new stream numbered from 0 again, as after the room's files were cleared.
    await rm(roomDir(), { recursive: true, force: true });
    await writeStream(2, (sequence) => `the next stream's segment ${sequence}`);
    await nextLook();
    const again = await segment('seg-1.ts');
    expect(again.body).toBe("the next stream's segment 1");
    expect(again.headers.etag).not.toBe(etag);
  });
});
