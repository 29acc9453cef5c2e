import type { RelayState } from '@nyaya/shared';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../test/ports.ts';
import { startRtmpServer, type RtmpServer } from '../../test/rtmp-server.ts';
import {
  childProcesses,
  firstFrameAndDuration,
  probe,
  startLiveHls,
  writeFinishedHls,
  writeLivePlaylist,
  writeNumberedSegments,
  type LiveHls,
} from '../../test/fixtures/relay.ts';
import { createRelay, type Relay, type RelayOptions } from './rtmp-relay.ts';

const YOUTUBE_KEY = 'yt-secret-key-4f9a';
const FACEBOOK_KEY = 'FB1234567890?s_bl=1&a=secret';
const OTHER_FACEBOOK_KEY = 'FB9876543210?s_bl=1&a=other';

let dir: string;
let hls: LiveHls;
let nginx: RtmpServer;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nyaya-relay-'));
  // nginx's workers (nobody) must reach the record directory inside.
  await chmod(dir, 0o755);
  [hls, nginx] = await Promise.all([
    startLiveHls(join(dir, 'hls')),
    startRtmpServer(join(dir, 'nginx-a'), await freePort()),
  ]);
});

afterAll(async () => {
  await Promise.all(cleanups.map((cleanup) => cleanup()));
  await Promise.all([hls?.stop(), nginx?.stop()]);
  await rm(dir, { recursive: true, force: true });
});

/** A relay whose log lines and state changes (with their times) the test reads back. */
function relayUnderTest(options: Omit<RelayOptions, 'log'>) {
  const logLines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
  const relay: Relay = createRelay({ ...options, log });
  const changes: { at: number; state: RelayState }[] = [];
  relay.onState(() => {
    for (const state of relay.state()) {
      const last = changes.findLast((change) => change.state.platform === state.platform);
      if (last?.state !== state) changes.push({ at: Date.now(), state });
    }
  });
  cleanups.push(() => relay.stop());
  const statuses = (platform: RelayState['platform']) =>
    changes.filter((change) => change.state.platform === platform).map((change) => change.state.status);
  return { relay, logLines, changes, statuses };
}

/** Longer than a segment (2 s): a healthy relay's output grows at least that often. */
const STALL_MS = 3000;
/** Time the relay must let pass with nothing to observe: the stall time of these tests, and a check past it. */
const outlastTheStallTime = () => new Promise((resolve) => setTimeout(resolve, STALL_MS + 1000));

const statusOf = (relay: Relay, platform: RelayState['platform']) =>
  relay.state().find((state) => state.platform === platform);

/** Each state says since when (ISO) the platform's ffmpeg is in it. */
const aMoment = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);

describe('createRelay', () => {
  it('pushes the live HLS to a platform unchanged while a refusing platform fails on its own', async () => {
    const closedPort = await freePort();
    const { relay, logLines, changes, statuses } = relayUnderTest({
      input: hls.playlist,
      targets: [
        { platform: 'youtube', url: `rtmp://127.0.0.1:${nginx.port}/live/`, key: YOUTUBE_KEY },
        { platform: 'facebook', url: `rtmp://127.0.0.1:${closedPort}/live`, key: FACEBOOK_KEY },
      ],
      backoff: { initialMs: 200, maxMs: 400 },
    });
    relay.start();
    await vi.waitFor(() => expect(statusOf(relay, 'youtube')?.status).toBe('live'), { timeout: 8000 });
    expect(statuses('youtube').slice(0, 2)).toEqual(['connecting', 'live']);
    // Each state is dated when it began: live once the output has flowed a while after connecting.
    const [connecting, live] = changes.filter((change) => change.state.platform === 'youtube');
    expect(Date.parse(live?.state.since ?? '')).toBeGreaterThan(Date.parse(connecting?.state.since ?? ''));
    expect(Date.parse(live?.state.since ?? '')).toBeLessThanOrEqual(live?.at ?? 0);
    const recorded = join(nginx.recordDir, `${YOUTUBE_KEY}.flv`);
    await vi.waitFor(async () => expect((await probe(recorded)).duration).toBeGreaterThan(3.5), {
      timeout: 8000,
      interval: 250,
    });

    expect(statusOf(relay, 'youtube')?.status).toBe('live');
    expect(changes.map((change) => change.state)).toContainEqual({
      platform: 'facebook',
      status: 'failed',
      reason: 'Connection refused by the platform',
      since: aMoment,
    });

    await relay.stop();

    expect(await probe(recorded)).toMatchObject({ codecs: ['aac', 'h264'] });
    expect(await childProcesses(YOUTUBE_KEY)).toEqual([]);
    expect(await childProcesses('FB1234567890')).toEqual([]);
    expect(relay.state().map((state) => state.platform)).toEqual(['youtube', 'facebook']);
    const logs = logLines.join('');
    expect(logs).toContain('****');
    expect(logs).not.toContain(YOUTUBE_KEY);
    expect(logs).not.toContain('FB1234567890');
  });

  it('retries a refusing platform with growing back-off, goes live once it accepts and again after it drops', async () => {
    const port = await freePort();
    const { relay, logLines, changes, statuses } = relayUnderTest({
      input: hls.playlist,
      targets: [{ platform: 'facebook', url: `rtmp://127.0.0.1:${port}/live`, key: OTHER_FACEBOOK_KEY }],
      backoff: { initialMs: 150, maxMs: 600 },
    });
    relay.start();
    await vi.waitFor(() => expect(statuses('facebook').filter((s) => s === 'connecting').length).toBe(4), {
      timeout: 5000,
      interval: 20,
    });
    const failures = changes
      .filter((change) => change.state.status === 'failed')
      .map((change) => change.state);
    expect(failures.slice(0, 3)).toEqual(
      Array(3).fill({
        platform: 'facebook',
        status: 'failed',
        reason: 'Connection refused by the platform',
        since: aMoment,
      }),
    );
    const attempts = changes
      .filter((change) => change.state.status === 'connecting')
      .map((change) => change.at);
    const waits = attempts.slice(1).map((at, index) => at - attempts[index]!);
    expect(waits[0]).toBeGreaterThanOrEqual(150);
    expect(waits[1]).toBeGreaterThanOrEqual(300);
    expect(waits[2]).toBeGreaterThanOrEqual(600);

    const platform = await startRtmpServer(join(dir, 'nginx-b'), port);
    await vi.waitFor(() => expect(statusOf(relay, 'facebook')?.status).toBe('live'), { timeout: 8000 });
    await platform.stop();
    await vi.waitFor(
      () =>
        expect(statusOf(relay, 'facebook')).toEqual({
          platform: 'facebook',
          status: 'failed',
          reason: 'The platform dropped the connection',
          since: aMoment,
        }),
      { timeout: 8000, interval: 20 },
    );
    const restarted = await startRtmpServer(join(dir, 'nginx-b'), port);
    cleanups.push(() => restarted.stop());
    await vi.waitFor(() => expect(statusOf(relay, 'facebook')?.status).toBe('live'), { timeout: 8000 });

    await relay.stop();

    expect(await childProcesses('FB9876543210')).toEqual([]);
    expect(statuses('facebook').filter((s) => s === 'live')).toHaveLength(2);
    const logs = logLines.join('');
    expect(logs).toContain('****');
    expect(logs).not.toContain('FB9876543210');
  });

  it('reports a platform that takes the connection but closes it at once as refusing the key, never live', async () => {
    const denying = await startRtmpServer(join(dir, 'nginx-deny'), await freePort(), { denyPublish: true });
    cleanups.push(() => denying.stop());
    const { relay, statuses } = relayUnderTest({
      input: hls.playlist,
      targets: [{ platform: 'youtube', url: `rtmp://127.0.0.1:${denying.port}/live`, key: 'wrong-key' }],
      backoff: { initialMs: 100, maxMs: 100 },
    });
    relay.start();

    await vi.waitFor(
      () => expect(statuses('youtube').filter((status) => status === 'failed').length).toBeGreaterThan(1),
      { timeout: 8000 },
    );
    await relay.stop();

    expect(statuses('youtube')).not.toContain('live');
    expect(relay.state()).toEqual([
      {
        platform: 'youtube',
        status: 'failed',
        reason: 'The platform closed the stream at once (check the stream URL and key)',
        since: aMoment,
      },
    ]);
  });

  it('reports a finished playlist as ended without pushing it again, and a missing one as unavailable', async () => {
    const finished = await writeFinishedHls(join(dir, 'finished'));
    const { relay: endedRelay, statuses } = relayUnderTest({
      input: finished,
      targets: [{ platform: 'youtube', url: `rtmp://127.0.0.1:${nginx.port}/live`, key: 'finished-key' }],
      backoff: { initialMs: 50, maxMs: 50 },
    });
    const { relay: missingRelay, changes: missingChanges } = relayUnderTest({
      input: join(dir, 'no-such-room', 'index.m3u8'),
      targets: [{ platform: 'youtube', url: `rtmp://127.0.0.1:${nginx.port}/live`, key: 'missing-key' }],
      backoff: { initialMs: 50, maxMs: 50 },
    });
    endedRelay.start();
    missingRelay.start();

    await vi.waitFor(
      () =>
        expect(statusOf(endedRelay, 'youtube')).toEqual({
          platform: 'youtube',
          status: 'failed',
          reason: 'The live stream ended',
          since: aMoment,
        }),
      { timeout: 8000 },
    );
    // The missing relay keeps failing and retrying on the same 50 ms back-off. Once it has launched a retry it
    // scheduled after the ended relay's failure, a retry the ended relay scheduled (earlier, same delay) would have
    // launched too: Node fires timers of one delay in the order they were set.
    const since = missingChanges.length;
    const retriedSince = () => {
      const after = missingChanges.slice(since).map(({ state }) => state.status);
      const failed = after.indexOf('failed');
      return failed >= 0 && after.slice(failed + 1).includes('connecting');
    };
    await vi.waitFor(() => expect(retriedSince()).toBe(true), { timeout: 5000 });
    expect(statuses('youtube').filter((s) => s === 'connecting')).toHaveLength(1);
    const missingReasons = () =>
      missingChanges.flatMap(({ state }) => (state.status === 'failed' ? [state.reason] : []));
    await vi.waitFor(() => expect(missingReasons().length).toBeGreaterThan(1), { timeout: 5000 });
    expect(new Set(missingReasons())).toEqual(new Set(['The live stream is not available']));
    await Promise.all([endedRelay.stop(), missingRelay.stop()]);
  });

  it('restarts a platform whose output stands still while the stream goes on (a platform that hangs), and says so', async () => {
    // A platform that takes the connection and then answers nothing: ffmpeg waits on it for ever.
    const hung = new Set<Socket>();
    const hanging = createServer((socket) => void hung.add(socket));
    const port = await freePort();
    await new Promise<void>((resolve) => hanging.listen(port, '127.0.0.1', resolve));
    const { relay, statuses } = relayUnderTest({
      input: hls.playlist,
      targets: [{ platform: 'youtube', url: `rtmp://127.0.0.1:${port}/live`, key: 'hung-key-5c1e' }],
      backoff: { initialMs: 100, maxMs: 200 },
      stallMs: STALL_MS,
    });
    // What the broadcast does each time the public playlist lists a new segment (one every 2 s).
    const segmentsListed = setInterval(() => relay.inputAdvanced(), 2000);
    try {
      relay.start();
      await vi.waitFor(
        () =>
          expect(statusOf(relay, 'youtube')).toEqual({
            platform: 'youtube',
            status: 'failed',
            reason: expect.stringMatching(/^No output for \d+ s while the stream went on: restarting$/),
            since: aMoment,
          }),
        { timeout: 8000, interval: 20 },
      );
      expect(statuses('youtube').slice(0, 2)).toEqual(['connecting', 'failed']);
      // The platform recovers: the restarted ffmpeg gets through and goes live.
      const closed = new Promise((resolve) => hanging.close(resolve));
      hung.forEach((socket) => socket.destroy());
      await closed;
      const platform = await startRtmpServer(join(dir, 'nginx-c'), port);
      cleanups.push(() => platform.stop());
      await vi.waitFor(() => expect(statusOf(relay, 'youtube')?.status).toBe('live'), { timeout: 10_000 });
    } finally {
      clearInterval(segmentsListed);
      hung.forEach((socket) => socket.destroy());
      hanging.close();
    }
  });

  it('leaves a platform alone while the stream stands still (a paused court lists nothing new)', async () => {
    // A live playlist that has stopped growing, as a paused court's is.
    const { relay, statuses } = relayUnderTest({
      input: await hls.stillCopy(join(dir, 'paused')),
      targets: [{ platform: 'facebook', url: `rtmp://127.0.0.1:${nginx.port}/live`, key: 'paused-key-9d2a' }],
      stallMs: STALL_MS,
    });
    relay.start();
    await vi.waitFor(() => expect(statusOf(relay, 'facebook')?.status).toBe('live'), { timeout: 8000 });
    await outlastTheStallTime();
    expect(statuses('facebook')).toEqual(['connecting', 'live']);
  });

  it('resumes after the last segment it read, neither again nor at the newest: after its ffmpeg dies, and in a restarted server', async () => {
    const stream = join(dir, 'resume');
    const segments = await writeNumberedSegments(stream, { first: 10, count: 10 });
    const playlist = join(stream, 'public.m3u8');
    const listUpTo = (last: number) =>
      writeLivePlaylist(
        playlist,
        segments.filter((s) => s.sequence <= last),
      );
    const key = 'resume-key-3b7d';
    const recorded = join(nginx.recordDir, `${key}.flv`);
    const options = {
      input: playlist,
      targets: [{ platform: 'youtube' as const, url: `rtmp://127.0.0.1:${nginx.port}/live`, key }],
      // Long enough for the playlist to grow before the restart.
      backoff: { initialMs: 1500, maxMs: 1500 },
    };
    const progressFile = join(stream, 'relay-youtube.progress');
    const reading = () => readFile(progressFile, 'utf8').catch(() => '');

    // Five segments listed: the relay reads up to the newest (14) and waits for more. Its ffmpeg dies there.
    await listUpTo(14);
    const first = relayUnderTest(options).relay;
    first.start();
    await vi.waitFor(async () => expect(await reading()).toBe('14'), { timeout: 10_000, interval: 100 });
    const [ffmpeg] = await childProcesses(key);
    process.kill(Number(ffmpeg?.split(' ')[0]), 'SIGKILL');
    // Meanwhile 15 to 17 are listed: the restarted ffmpeg starts at 15, neither 14 again (the platform has it)
    // nor the newest (17).
    await listUpTo(17);
    await vi.waitFor(async () => expect(await reading()).toBe('17'), { timeout: 15_000, interval: 100 });
    // Reading 17 is not yet sending it: on a busy machine the platform is a second or more behind.
    await vi.waitFor(
      async () => {
        const afterRestart = await firstFrameAndDuration(recorded);
        expect(afterRestart.firstFrame).toBe(segments.find((s) => s.sequence === 15)?.firstFrame);
        expect(afterRestart.duration).toBeGreaterThan(5);
      },
      { timeout: 10_000, interval: 250 },
    );
    await first.stop({ resumable: true });

    // The server went down mid-broadcast (a deploy, a crash) after the relay read 17, the newest: the new
    // server's relay waits for 18 to be listed and starts there.
    const second = relayUnderTest(options).relay;
    second.start();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await childProcesses(key)).toEqual([]);
    await listUpTo(19);
    await vi.waitFor(async () => expect(await reading()).toBe('19'), { timeout: 10_000, interval: 100 });
    await vi.waitFor(
      async () =>
        expect((await firstFrameAndDuration(recorded)).firstFrame).toBe(
          segments.find((s) => s.sequence === 18)?.firstFrame,
        ),
      { timeout: 10_000, interval: 250 },
    );
    await second.stop();
    // The broadcast ended: the next one starts afresh.
    expect(await reading()).toBe('');
  });

  it('a relay whose stream ended resumes after what it read once the stream goes on (a recording after the last)', async () => {
    const stream = join(dir, 'goes-on');
    const segments = await writeNumberedSegments(stream, { first: 30, count: 6 });
    const playlist = join(stream, 'public.m3u8');
    const listUpTo = (last: number, ended: boolean) =>
      writeLivePlaylist(
        playlist,
        segments.filter((s) => s.sequence <= last),
        { ended },
      );
    const key = 'goes-on-key-8e1f';
    const recorded = join(nginx.recordDir, `${key}.flv`);
    const { relay, statuses } = relayUnderTest({
      input: playlist,
      targets: [{ platform: 'youtube', url: `rtmp://127.0.0.1:${nginx.port}/live`, key }],
      backoff: { initialMs: 50, maxMs: 50 },
    });

    // The recording stopped and its end became public: the relay sends it to the end and says so.
    await listUpTo(32, true);
    relay.start();
    await vi.waitFor(
      () =>
        expect(statusOf(relay, 'youtube')).toEqual({
          platform: 'youtube',
          status: 'failed',
          reason: 'The live stream ended',
          since: aMoment,
        }),
      { timeout: 10_000 },
    );
    // The next recording goes on with the same stream: the playlist ends no more and lists 33 to 35.
    await listUpTo(35, false);
    relay.inputAdvanced();
    await vi.waitFor(() => expect(statusOf(relay, 'youtube')?.status).toBe('live'), { timeout: 10_000 });
    await relay.stop();
    expect(statuses('youtube').slice(-3)).toEqual(['failed', 'connecting', 'live']);
    // The platform's second publish starts with 33's first picture: neither 30 to 32 again nor the newest.
    expect((await firstFrameAndDuration(recorded)).firstFrame).toBe(
      segments.find((s) => s.sequence === 33)?.firstFrame,
    );
  });

  it('stop() kills an ffmpeg that ignores SIGTERM after the timeout and never restarts it', async () => {
    const stubborn = join(dir, 'stubborn-ffmpeg');
    await writeFile(stubborn, "#!/bin/sh\ntrap '' TERM\nexec sleep 31\n");
    await chmod(stubborn, 0o755);
    const backoff = { initialMs: 50, maxMs: 50 };
    const { relay, statuses } = relayUnderTest({
      input: hls.playlist,
      targets: [{ platform: 'youtube', url: `rtmp://127.0.0.1:${nginx.port}/live`, key: YOUTUBE_KEY }],
      ffmpegPath: stubborn,
      backoff,
      stopTimeoutMs: 300,
    });
    relay.start();
    await vi.waitFor(async () => expect(await childProcesses('sleep 31')).toHaveLength(1), { interval: 20 });

    const stopping = Date.now();
    await relay.stop();

    expect(Date.now() - stopping).toBeGreaterThanOrEqual(300);
    expect(await childProcesses('sleep 31')).toEqual([]);
    // A restart would be set by the runner's close handler, which ran before stop() resolved, one back-off later.
    // Node fires timers of one delay in the order they were set: once this one has fired, that one would have.
    await new Promise((resolve) => setTimeout(resolve, backoff.initialMs));
    expect(await childProcesses('sleep 31')).toEqual([]);
    expect(statuses('youtube')).toEqual(['connecting']);
  });
});
