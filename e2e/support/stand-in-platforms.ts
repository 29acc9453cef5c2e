import { API_PREFIX, DEFAULT_YOUTUBE_RTMP_PREFIX } from '@nyaya/shared';
import type { Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../apps/server/src/test/ports.ts';
import { CONTROLLER_PATH } from '../../apps/server/src/test/fixtures/stream-setup.ts';
import { startRtmpServer } from '../../apps/server/src/test/rtmp-server.ts';
import { expect } from '../fixtures.ts';
import { csrfHeaders } from './session-api.ts';

const run = promisify(execFile);
const SETUP_PATH = `${API_PREFIX}${CONTROLLER_PATH}`;

const FACEBOOK_KEY = 'walk-facebook-key';

/**
 * nginx-rtmp on loopback standing in for Facebook, and Room1's stream setup pointing at it with no delay, made by
 * the signed-in Controller. YouTube keeps its real ingest (the only one the form allows), which this machine
 * cannot reach: its relay fails and retries, as it would on a network outage.
 */
export async function relayRoom1ToStandIn(controller: Page) {
  const dir = await mkdtemp(join(tmpdir(), 'nyaya-walk-rtmp-'));
  // nginx's workers run as nobody: they must reach the record directory.
  await chmod(dir, 0o755);
  const nginx = await startRtmpServer(dir, await freePort());
  const ingest = `rtmp://127.0.0.1:${nginx.port}/live`;
  const headers = await csrfHeaders(controller);
  const created = await controller.request.post(`${SETUP_PATH}/streamsetup`, {
    headers,
    data: {
      roomId: 'Room1',
      youtubeUrl: DEFAULT_YOUTUBE_RTMP_PREFIX,
      youtubeKey: 'walk-youtube-key',
      facebookUrl: ingest,
      facebookKey: FACEBOOK_KEY,
      // The form takes 1 to 10 ("a zero delay counts as empty"); the bulk delay sets 0 below.
      liveStreamDelay: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const delayed = await controller.request.put(`${SETUP_PATH}/updateAllStreamDelay`, {
    headers,
    data: { newDelay: 0, newId: [id] },
  });
  expect(delayed.status(), await delayed.text()).toBe(200);

  return {
    /** The codecs ffprobe reads in what the stand-in Facebook received. */
    async codecsReceived(): Promise<string[]> {
      const { stdout } = await run('ffprobe', [
        ...['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0'],
        join(nginx.recordDir, `${FACEBOOK_KEY}.flv`),
      ]);
      return stdout.split('\n').filter((line) => line.trim() !== '');
    },
    async remove() {
      const removed = await controller.request.delete(`${SETUP_PATH}/deletestream`, {
        headers,
        data: { streamIds: [id] },
      });
      expect(removed.status(), await removed.text()).toBe(200);
      await nginx.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
