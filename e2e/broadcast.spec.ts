import { API_PREFIX, MESSAGES, type HearingVideo } from '@nyaya/shared';
import type { Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { admitIntoMeeting, hearingsOf, hearNow, OWN_CASE } from './support/courtroom-flow.ts';
import { DEMO_ACCOUNTS, expect, signIn, test } from './fixtures.ts';

const run = promisify(execFile);

/** How long the Judge records: long enough for several 2 s chunks. */
const RECORD_MS = 8_000;

/** ffprobe's duration (seconds) of a recording, fetched with the signed-in page's cookies as a player would. */
async function probedDuration(page: Page, videoUrl: string): Promise<number> {
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const url = new URL(videoUrl, page.url()).toString();
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-headers', `Cookie: ${cookie}\r\n`],
    ...['-show_entries', 'format=duration', '-of', 'csv=p=0', url],
  ]);
  return Number(stdout.trim());
}

/**
 * Notes in the page when its MediaRecorder is started and stopped (the real recorder, only watched): the wall
 * time the recording lasted, free of how late a busy machine shows it on screen.
 */
async function watchRecorder(page: Page) {
  await page.addInitScript(() => {
    const marks: number[] = [];
    Object.assign(window, { recorderMarks: marks });
    const { start, stop } = MediaRecorder.prototype;
    MediaRecorder.prototype.start = function (this: MediaRecorder, timeslice?: number) {
      marks.push(Date.now());
      return start.call(this, timeslice);
    };
    MediaRecorder.prototype.stop = function (this: MediaRecorder) {
      marks.push(Date.now());
      return stop.call(this);
    };
  });
}

async function recorderRanMs(page: Page): Promise<number> {
  const [started = 0, stopped = 0] = await page.evaluate(
    () => (window as unknown as { recorderMarks: number[] }).recorderMarks,
  );
  return stopped - started;
}

test('the Judge records a hearing: the MP4 lasts as long as the recording, and the case plays as Available', async ({
  page: judge,
  browser,
}) => {
  test.setTimeout(240_000);
  const advocateContext = await browser.newContext();
  try {
    await test.step('the Judge and the Advocate are in the meeting of the hearing', async () => {
      await watchRecorder(judge);
      await signIn(judge, DEMO_ACCOUNTS.Judge.email);
      await expect(judge).toHaveURL(/\/dashboard$/);
      await hearNow(judge, OWN_CASE.caseNumber);
      const advocate = await advocateContext.newPage();
      await signIn(advocate, DEMO_ACCOUNTS.Advocate.email);
      await expect(advocate).toHaveURL(/\/dashboard$/);
      await admitIntoMeeting(judge, advocate, OWN_CASE.cnr);
    });

    let recordedMs = 0;
    await test.step('the Judge records for a while, then stops and waits for the recording to be saved', async () => {
      const footer = judge.locator('.courtroom-footer');
      await footer.getByRole('button', { name: 'Start Recording' }).click();
      const stop = footer.getByRole('button', { name: 'Stop Recording' });
      await expect(stop).toBeVisible({ timeout: 20_000 });
      await judge.waitForTimeout(RECORD_MS);
      await stop.click();
      await expect(footer.getByRole('button', { name: 'Saving the recording…' })).toBeDisabled();
      recordedMs = await recorderRanMs(judge);
      expect(recordedMs).toBeGreaterThanOrEqual(RECORD_MS);
      await expect(footer.getByRole('button', { name: 'Start Recording' })).toBeEnabled({ timeout: 120_000 });
      await expect(judge.getByText(MESSAGES.recordingFailed)).toBeHidden();
    });

    await test.step('the hearing has one recording whose MP4 lasts the recorded time (within 2 s)', async () => {
      const [hearing] = (await hearingsOf(judge, OWN_CASE.cnr)).filter(
        (row) => row.causeNo === OWN_CASE.caseNumber,
      );
      const response = await judge.request.get(`${API_PREFIX}/videos/${hearing?.hearingId}`);
      expect(response.status(), await response.text()).toBe(200);
      const video = ((await response.json()) as { data: HearingVideo }).data;
      const duration = await probedDuration(judge, video.videoUrl);
      expect(
        Math.abs(duration - recordedMs / 1000),
        `MP4 ${duration}s, recorded ${recordedMs}ms`,
      ).toBeLessThan(2);
    });

    await test.step('after the meeting ends the case is Available and its recording plays', async () => {
      await judge.getByRole('button', { name: 'End', exact: true }).click();
      await judge
        .getByRole('dialog', { name: 'End Meeting' })
        .getByRole('button', { name: 'END NOW' })
        .click();
      await expect(judge).toHaveURL(/\/dashboard$/);
      await judge
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Recordings' })
        .click();
      await judge.getByLabel('CNR Number').fill(OWN_CASE.cnr);
      const row = judge
        .getByRole('region', { name: 'Available Recordings' })
        .getByRole('row')
        .filter({ hasText: OWN_CASE.caseNumber });
      // An Available hearing's status cell is its View link (spec 4 "Case status").
      await row.getByRole('link', { name: 'View' }).click();
      await expect(judge).toHaveURL(/\/viewstream\?hearing=\d+$/);
      const player = judge.locator('video');
      await expect
        .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState))
        .toBeGreaterThan(0);
      await judge.getByRole('heading', { level: 2 }).click();
      await player.evaluate((element: HTMLVideoElement) => element.play());
      await expect
        .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
        .toBeGreaterThan(1);
    });
  } finally {
    await advocateContext.close();
  }
});
