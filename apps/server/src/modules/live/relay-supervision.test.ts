import type { RelayState } from '@nyaya/shared';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearStream, liveRoomDir, livePlaylistPath, replaceFile } from '../../media/live/live-files.ts';
import { formatMediaPlaylist } from '../../media/live/media-playlist.ts';
import { childProcesses, writeNumberedSegments, type NumberedSegment } from '../../test/fixtures/relay.ts';
import { freePort } from '../../test/ports.ts';
import { startRtmpServer, type RtmpServer } from '../../test/rtmp-server.ts';
import { createRelaySupervision } from './relay-supervision.ts';

let work: string;
let platform: RtmpServer;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'nyaya-relay-supervision-'));
  platform = await startRtmpServer(join(work, 'nginx'), await freePort());
}, 30_000);

afterAll(async () => {
  await platform?.stop();
  await rm(work, { recursive: true, force: true });
});

/** The room's stream as its ffmpeg writes it (stream.m3u8), its segments dated from `startsAt` on. */
const writeStream = (
  roomDir: string,
  segments: readonly NumberedSegment[],
  startsAt: number,
  ended: boolean,
) =>
  replaceFile(
    livePlaylistPath(roomDir),
    formatMediaPlaylist({
      version: 3,
      targetDuration: 2,
      discontinuitySequence: 0,
      segments: segments.map(({ sequence, uri, duration }, index) => ({
        sequence,
        uri,
        duration,
        start: startsAt + index * duration * 1000,
        discontinuity: false,
      })),
      ended,
    }),
  );

describe('the relay of a room going on air', () => {
  it('never sends the stream that ended before it went on air, and relays the next one', async () => {
    const mediaDir = join(work, 'media');
    const roomDir = liveRoomDir(mediaDir, 'Room1');
    const key = 'next-stream-key-7c1d';
    const changes: RelayState[][] = [];
    const relays = createRelaySupervision({
      mediaDir,
      log: pino({ level: 'silent' }),
      targetsOf: async () => [{ platform: 'youtube', url: `rtmp://127.0.0.1:${platform.port}/live`, key }],
      delayOf: async () => 0,
      relaysChanged: async (_roomId, states) => void changes.push(states),
      enqueue: (_roomId, step) => void step(),
    });
    // The last hearing's stream: recorded, relayed and let out (at delay 0 all of it is public).
    const lastStream = await writeNumberedSegments(roomDir, { first: 0, count: 3 });
    await writeStream(roomDir, lastStream, Date.now() - 60_000, true);
    try {
      // The next recording goes on air; its first chunk has not replaced the last stream yet (a busy machine).
      await relays.start('Room1');
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(changes).toEqual([]);
      expect(await childProcesses(key)).toEqual([]);

      // Its ffmpeg starts a stream of its own, as prepareStream has it.
      await relays.replaceStream('Room1', () => clearStream(roomDir, Date.now()));
      const nextStream = await writeNumberedSegments(roomDir, { first: 3, count: 3 });
      await writeStream(roomDir, nextStream, Date.now(), false);
      await vi.waitFor(() => expect(changes.at(-1)?.[0]?.status).toBe('live'), { timeout: 15_000 });
    } finally {
      await relays.close();
    }
    // One relay, of the next stream: it connected once, went live and stopped with the server.
    const statuses = changes.map((states) => states[0]?.status ?? 'none');
    expect(statuses.filter((status, index) => status !== statuses[index - 1])).toEqual([
      'connecting',
      'live',
      'none',
    ]);
  });
});
