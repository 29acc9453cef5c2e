import type { Page } from '@playwright/test';
import { setTimeout as sleep } from 'node:timers/promises';
import { endMeeting, expectFramesDecoded, hearFromCauseList, OWN_CASE } from '../support/courtroom-flow.ts';
import { ROOM1, expect, openSessionAs, test } from '../fixtures.ts';
import { openHideablePage } from '../support/hideable-page.ts';
import { newestRecordingUrl, recorderMarks, videoFrameTimes, watchRecorder } from '../support/recording.ts';

/** Issue 19: the Judge's tab stays behind another this long, and the recording keeps its frame rate meanwhile. */
const HIDDEN_MS = 10_000;
/**
 * The rate it keeps is measured against the same recording's rate in the 4 s before, the tab in front, on the same
 * machine: the page drops a frame it is too busy to draw on time, hidden or not. A tab whose timers Chromium
 * throttles records about 1 frame a second of 25. Busy machines measured (2026-12-06): 2, 3 and 8 busy loops beside
 * the test kept 25.0/25.0, 25.0/25.0 and 23.4/24.6 in front/hidden; the busiest clean-clone run so far kept 19.3
 * hidden.
 */
const VISIBLE_MS = 4_000;
const MIN_SHARE_OF_VISIBLE_FPS = 0.6;
/** A page timer asked for 10 times a second, which Chromium's policy for hidden tabs lets fire about once a second. */
const PROBE_MS = 100;

type Visibility = { changes: [number, DocumentVisibilityState][]; timerTicks: number[] };

/** Notes in the page (its clock, as the recorder's marks) when it is hidden or shown, and each tick of a page timer. */
async function watchVisibility(page: Page) {
  await page.addInitScript((probeMs) => {
    const visibility: Visibility = { changes: [], timerTicks: [] };
    Object.assign(window, { visibility });
    document.addEventListener('visibilitychange', () =>
      visibility.changes.push([Date.now(), document.visibilityState]),
    );
    setInterval(() => visibility.timerTicks.push(Date.now()), probeMs);
  }, PROBE_MS);
}

/** When the page was last hidden and shown again, and how often its timer fired in between. */
async function hiddenStretch(page: Page) {
  const { changes, timerTicks } = await page.evaluate(
    () => (window as unknown as { visibility: Visibility }).visibility,
  );
  const hiddenAt = changes.findLast(([, state]) => state === 'hidden')?.[0] ?? 0;
  const shownAt = changes.find(([at, state]) => state === 'visible' && at > hiddenAt)?.[0] ?? hiddenAt;
  const ticks = timerTicks.filter((at) => at > hiddenAt && at < shownAt).length;
  return { hiddenAt, shownAt, seconds: (shownAt - hiddenAt) / 1000, ticks };
}

test(
  'the recording keeps its frame rate while the Judge’s tab is hidden behind another',
  ROOM1,
  async ({ page, baseURL }) => {
    const hideable = await openHideablePage();
    try {
      const judge = hideable.page;
      await watchRecorder(judge);
      await watchVisibility(judge);
      // The Judge's session, opened here (this page goes nowhere), is the one their own browser carries.
      await openSessionAs(page, 'Judge');
      await hideable.context.addCookies(await page.context().cookies());
      const footer = judge.locator('.courtroom-footer');

      await test.step('the Judge alone opens the hearing and starts recording', async () => {
        await judge.goto(new URL('/judge-dashboard', baseURL).href);
        await hearFromCauseList(judge, OWN_CASE.caseNumber);
        await expectFramesDecoded(
          judge.locator('[data-testid="participant-tile"][data-local="true"] video').first(),
        );
        await footer.getByRole('button', { name: 'Start Recording' }).click();
        await expect(footer.getByRole('button', { name: 'Stop Recording' })).toBeVisible({ timeout: 20_000 });
      });

      await test.step('the recording runs 4 s in front, then another tab is brought to the front for 10 s', async () => {
        const visibility = () => judge.evaluate(() => document.visibilityState);
        // Both stretches are measured, not waits for something to happen.
        await sleep(VISIBLE_MS);
        await hideable.hide();
        await expect.poll(visibility).toBe('hidden');
        await sleep(HIDDEN_MS);
        await hideable.show();
        await expect.poll(visibility).toBe('visible');
      });

      await test.step('the Judge stops recording and waits for it to be saved', async () => {
        await footer.getByRole('button', { name: 'Stop Recording' }).click();
        await expect(footer.getByRole('button', { name: 'Start Recording' })).toBeEnabled({
          timeout: 60_000,
        });
      });

      await test.step('the MP4 keeps its frame rate while the tab was hidden: at least 60 % of its rate in front', async () => {
        const { hiddenAt, shownAt, seconds, ticks } = await hiddenStretch(judge);
        expect(seconds).toBeGreaterThanOrEqual(HIDDEN_MS / 1000);
        // Chromium's own policy held: the page's timer fired about once a second, not ten times.
        expect(ticks / seconds, 'page timer ticks a second while hidden').toBeLessThan(2);
        const [startedAt = 0] = await recorderMarks(judge);
        const frameTimes = (await videoFrameTimes(page, await newestRecordingUrl(page))).map(
          (time) => startedAt + time * 1000,
        );
        const rate = (from: number, to: number) =>
          frameTimes.filter((at) => at >= from && at <= to).length / ((to - from) / 1000);
        // From its first full second: the recorder's start is no part of the rate.
        const visibleFps = rate(startedAt + 1000, hiddenAt);
        const hiddenFps = rate(hiddenAt, shownAt);
        // Both, in the report of every run: a busy machine shows here before it fails.
        test.info().annotations.push({
          type: 'fps in front, then hidden',
          description: `${visibleFps.toFixed(1)}, ${hiddenFps.toFixed(1)}`,
        });
        expect(hiddenFps, 'frames a second while hidden').toBeGreaterThanOrEqual(
          MIN_SHARE_OF_VISIBLE_FPS * visibleFps,
        );
      });

      await test.step('the Judge ends the meeting', () => endMeeting(judge));
    } finally {
      await hideable.close();
    }
  },
);
