import { API_PREFIX, type HearingVideo } from '@nyaya/shared';
import type { Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from '../fixtures.ts';
import { hearingsOf, OWN_CASE } from './courtroom-flow.ts';

const run = promisify(execFile);

/**
 * Notes in the page when its recording's MediaRecorder is started and stopped, and counts the chunks it gives (the
 * real recorder, only watched): the wall time the recording lasted, free of how late a busy machine shows it on
 * screen. The recording's recorder is the first one started (the low live rendition's starts after it).
 */
export async function watchRecorder(page: Page) {
  await page.addInitScript(() => {
    const marks: number[] = [];
    const chunks = { count: 0 };
    Object.assign(window, { recorderMarks: marks, recorderChunks: chunks });
    const { start, stop } = MediaRecorder.prototype;
    const watched = new Set<MediaRecorder>();
    MediaRecorder.prototype.start = function (this: MediaRecorder, timeslice?: number) {
      if (watched.size === 0) {
        watched.add(this);
        marks.push(Date.now());
        this.addEventListener('dataavailable', () => (chunks.count += 1));
      }
      return start.call(this, timeslice);
    };
    MediaRecorder.prototype.stop = function (this: MediaRecorder) {
      if (watched.delete(this)) marks.push(Date.now());
      return stop.call(this);
    };
  });
}

/** The page's clock (ms since the epoch) when its recorder was started, and stopped once it has been. */
export async function recorderMarks(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { recorderMarks: number[] }).recorderMarks);
}

/**
 * The address of the hearing's newest recording, as GET /videos/:hearingId gives it to the signed-in page, made
 * absolute (a page that is nowhere yet has no address to resolve it against).
 */
export async function newestRecordingUrl(page: Page): Promise<string> {
  const [hearing] = (await hearingsOf(page, OWN_CASE.cnr)).filter(
    (row) => row.causeNo === OWN_CASE.caseNumber,
  );
  const response = await page.request.get(`${API_PREFIX}/videos/${hearing?.hearingId}`);
  expect(response.status(), await response.text()).toBe(200);
  return new URL(((await response.json()) as { data: HearingVideo }).data.videoUrl, response.url()).href;
}

/** ffprobe's arguments to read a recording with the signed-in page's cookies, as a player would. */
export async function ffprobeInput(page: Page, videoUrl: string) {
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  return ['-headers', `Cookie: ${cookie}\r\n`, videoUrl];
}

/** The times (seconds into the recording, in order) of the recording's video frames, as ffprobe reads them. */
export async function videoFrameTimes(page: Page, videoUrl: string): Promise<number[]> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v', '-show_entries', 'packet=pts_time', '-of', 'csv=p=0'],
    ...(await ffprobeInput(page, videoUrl)),
  ]);
  return stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(Number)
    .sort((a, b) => a - b);
}
