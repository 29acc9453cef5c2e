import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { causeListEntries, recordingSessions, streamSetups } from '../../db/schema/index.ts';
import { freePort } from '../../test/ports.ts';
import { startRtmpServer, type RtmpServer } from '../../test/rtmp-server.ts';
import { courtroomSuite } from '../courtroom/courtroom-fixtures.ts';
import { createMediaTestApp } from '../recordings/recordings-fixtures.ts';
import { CONTROLLER_PATH } from '../stream-setup/stream-setup-fixtures.ts';

export const YOUTUBE_KEY = 'yt-room1-key';
export const FACEBOOK_KEY = 'fb-room1-key';

/**
 * A courtroom suite whose Room1 relays to YouTube and Facebook's stand-in (nginx-rtmp on loopback, recording what
 * it receives) at a delay of 1 minute. The stand-in is up before the app starts and until it has closed; `work`
 * is a folder the test may use (nginx's workers, running as nobody, reach it).
 */
export function broadcastSuite(name: string) {
  const relayed = {} as { rtmp: RtmpServer; work: string };
  const ingest = () => `rtmp://127.0.0.1:${relayed.rtmp.port}/live`;

  beforeAll(async () => {
    relayed.work = await mkdtemp(join(tmpdir(), `nyaya-${name}-`));
    await chmod(relayed.work, 0o755);
    relayed.rtmp = await startRtmpServer(join(relayed.work, 'nginx'), await freePort());
  });
  afterAll(async () => {
    await relayed.rtmp.stop();
    await rm(relayed.work, { recursive: true, force: true });
  });

  const suite = courtroomSuite({
    app: () => createMediaTestApp({ YOUTUBE_RTMP_PREFIX: ingest() }),
    cleanUp: async (t) => {
      await t.db.delete(recordingSessions);
      await t.db.update(causeListEntries).set({ publicStreamDecision: null });
    },
  });

  beforeAll(async () => {
    const setup = await suite.controller.post(`${CONTROLLER_PATH}/streamsetup`, {
      roomNo: 'Room1',
      youtubeUrl: ingest(),
      youtubeKey: YOUTUBE_KEY,
      facebookUrl: ingest(),
      facebookKey: FACEBOOK_KEY,
      liveStreamDelay: 1,
    });
    expect(setup.statusCode).toBe(201);
  });

  /** The Controller sets Room1's delay. */
  async function setDelay(minutes: number) {
    const [setup] = await suite.t.db.select({ id: streamSetups.id }).from(streamSetups);
    const response = await suite.controller.put(`${CONTROLLER_PATH}/updateAllStreamDelay`, {
      newDelay: minutes,
      newId: [setup?.id],
    });
    expect(response.statusCode).toBe(200);
  }

  return { suite, relayed, setDelay };
}
