import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { MESSAGES } from '@nyaya/shared';
import type { Page } from '@playwright/test';
import { ROOM1, expect, test } from '../fixtures.ts';
import {
  endMeeting,
  expectFramesDecoded,
  judgeHearsAdvocate,
  remoteVideo,
} from '../support/courtroom-flow.ts';
import { E2E_JANUS_PORT } from '../support/ports.ts';

/** Every page rejoins the meeting through Janus this soon after it went down (issue 20). */
const REJOIN_WITHIN_MS = 10_000;

/** Kills the server's Janus and holds its port, so the Janus started again cannot listen until `release`. */
async function takeJanusDown(): Promise<{ release: () => Promise<void> }> {
  execFileSync('pkill', ['-KILL', '-f', `nyaya-janus-${E2E_JANUS_PORT}-`]);
  const squatter: Server = createServer((socket) => socket.destroy());
  // The killed Janus holds the port until the kernel has reaped it (a few milliseconds); the server starts the
  // next one a while after that (media/janus-server.ts), so trying every 10 ms takes the port in between.
  for (const giveUpAt = Date.now() + 2000; ;) {
    const listening = await new Promise<boolean>((resolve) => {
      const refused = () => resolve(false);
      squatter.once('error', refused);
      squatter.listen(E2E_JANUS_PORT, '127.0.0.1', () => {
        squatter.off('error', refused);
        resolve(true);
      });
    });
    if (listening) break;
    if (Date.now() > giveUpAt) throw new Error(`port ${E2E_JANUS_PORT} stayed taken after Janus was killed`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  // Released again after a failure, for the walks after this one: a second close only says it is closed.
  return { release: () => new Promise((resolve) => squatter.close(() => resolve())) };
}

const transportOf = (judge: Page, meeting: Page) =>
  Promise.all([
    judge.locator('.courtroom-stage').getAttribute('data-transport'),
    meeting.locator('.meeting-page').getAttribute('data-transport'),
  ]);

test(
  'when Janus dies mid-hearing the meeting goes on over the mesh, saying so, and is back through Janus once it is',
  ROOM1,
  async ({ page: judge, browser }) => {
    const { meeting, closeAdvocate } = await judgeHearsAdvocate(browser, judge);
    let janus: { release: () => Promise<void> } | undefined;
    try {
      expect(await transportOf(judge, meeting)).toEqual(['sfu', 'sfu']);

      // Janus goes, and cannot come back for now: both pages rejoin over the mesh, and the judge's page says so.
      janus = await takeJanusDown();
      const notice = judge.getByTestId('mesh-fallback');
      await expect(notice).toHaveText(MESSAGES.meetingMeshFallback);
      await expect.poll(() => transportOf(judge, meeting)).toEqual(['mesh', 'mesh']);
      await expectFramesDecoded(remoteVideo(meeting));
      await expectFramesDecoded(remoteVideo(judge));

      // Janus is back: within ten seconds both pages are through it again and the notice is gone; the video flows.
      const released = Date.now();
      await janus.release();
      await expect
        .poll(() => transportOf(judge, meeting), { timeout: REJOIN_WITHIN_MS })
        .toEqual(['sfu', 'sfu']);
      expect(Date.now() - released).toBeLessThan(REJOIN_WITHIN_MS);
      await expect(notice).toBeHidden();
      await expectFramesDecoded(remoteVideo(meeting));
      await expectFramesDecoded(remoteVideo(judge));

      await endMeeting(judge);
    } finally {
      await janus?.release();
      await closeAdvocate();
    }
  },
);
