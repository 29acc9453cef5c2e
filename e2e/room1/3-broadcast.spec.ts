import { MESSAGES, RECORDING } from '@nyaya/shared';
import type { Page, WebSocketRoute } from '@playwright/test';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  admitIntoMeeting,
  endMeeting,
  expectFramesDecoded,
  hearingsOf,
  hearNow,
  OWN_CASE,
} from '../support/courtroom-flow.ts';
import { ROOM1, expect, test, signInAs } from '../fixtures.ts';
import { expectStreamPlays, startPlaying } from '../support/live-stream.ts';
import {
  ffprobeInput,
  newestRecordingUrl,
  recorderMarks,
  videoFrameTimes,
  watchRecorder,
} from '../support/recording.ts';
import { relayRoom1ToStandIn } from '../support/stand-in-platforms.ts';
import { expectLayoutEverywhere, LAYOUT_VIEWPORTS } from '../support/layout.ts';
import { saveShot } from '../support/shots.ts';

const run = promisify(execFile);

/** How long the Judge records: long enough for several 2 s chunks. */
const RECORD_MS = 8_000;

/** ffprobe's duration (seconds) of a recording. */
async function probedDuration(page: Page, videoUrl: string): Promise<number> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0'],
    ...(await ffprobeInput(page, videoUrl)),
  ]);
  return Number(stdout.trim());
}

/** The longest stretch (seconds) without a video frame: a lost 2 s chunk would leave one at least that long. */
async function longestVideoGap(page: Page, videoUrl: string): Promise<number> {
  const times = await videoFrameTimes(page, videoUrl);
  return Math.max(0, ...times.slice(1).map((time, index) => time - (times[index] ?? time)));
}

/**
 * The Judge's public view sampled every 4th pixel each way (the whole picture is slow to read on a busy
 * machine): how many colours it holds, and a fingerprint of it.
 */
async function previewPicture(page: Page) {
  return page.getByTestId('recording-preview').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context) throw new Error('The preview has no 2d context');
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<number>();
    let fingerprint = 0;
    for (let y = 0; y < height; y += 4) {
      for (let x = 0; x < width; x += 4) {
        const index = (y * width + x) * 4;
        const colour = ((data[index] ?? 0) << 16) | ((data[index + 1] ?? 0) << 8) | (data[index + 2] ?? 0);
        colours.add(colour);
        fingerprint = (Math.imul(fingerprint, 31) + colour) | 0;
      }
    }
    return { colours: colours.size, fingerprint };
  });
}

/** Waits until the page's recorder has given `more` chunks beyond the ones counted so far; resolves with the new count. */
async function untilRecorded(page: Page, more: number, since = 0): Promise<number> {
  const recorded = () =>
    page.evaluate(() => (window as unknown as { recorderChunks: { count: number } }).recorderChunks.count);
  await expect.poll(recorded, { timeout: 30_000 }).toBeGreaterThanOrEqual(since + more);
  return recorded();
}

async function recorderRanMs(page: Page): Promise<number> {
  const [started = 0, stopped = 0] = await recorderMarks(page);
  return stopped - started;
}

test(
  'the Judge streams and records a hearing: the public watches it live, it is relayed, and its MP4 plays as Available',
  ROOM1,
  async ({ page: judge, browser }) => {
    test.setTimeout(300_000);
    const [advocateContext, viewerContext, controllerContext, adminContext] = await Promise.all([
      browser.newContext(),
      browser.newContext(),
      browser.newContext(),
      browser.newContext(),
    ]);
    const controller = await controllerContext.newPage();
    await signInAs(controller, 'Controller');
    await expect(controller).toHaveURL(/\/dashboard$/);
    const facebook = await relayRoom1ToStandIn(controller);
    try {
      await test.step('the Judge and the Advocate are in the meeting of the hearing', async () => {
        await watchRecorder(judge);
        await signInAs(judge, 'Judge');
        await expect(judge).toHaveURL(/\/dashboard$/);
        await hearNow(judge, OWN_CASE.caseNumber);
        const advocate = await advocateContext.newPage();
        await signInAs(advocate, 'Advocate');
        await expect(advocate).toHaveURL(/\/dashboard$/);
        await admitIntoMeeting(judge, advocate, OWN_CASE.cnr);
      });

      const footer = judge.locator('.courtroom-footer');
      await test.step('the Judge starts streaming, then recording', async () => {
        // Room1's stream setup chose delay 0 explicitly, and the Judge is told before starting.
        await expect(footer.getByText('Public stream not delayed')).toBeVisible();
        await footer.getByRole('button', { name: 'Start Streaming' }).click();
        await expect(judge.getByText(MESSAGES.streamStarted)).toBeVisible();
        await footer.getByRole('button', { name: 'Start Recording' }).click();
        await expect(footer.getByRole('button', { name: 'Stop Recording' })).toBeVisible({ timeout: 20_000 });
      });

      await test.step('the Judge sees the public view: the recorded picture, 960x540, live', async () => {
        const publicView = judge.getByRole('region', { name: 'Public view' });
        await expect(publicView.getByText('Recording', { exact: true })).toBeVisible();
        await expect(publicView.getByText('Streaming', { exact: true })).toBeVisible();
        const preview = publicView.getByTestId('recording-preview');
        await expect(preview).toHaveAttribute('width', String(RECORDING.preview.width));
        await expect(preview).toHaveAttribute('height', String(RECORDING.preview.height));
        const first = await previewPicture(judge);
        expect(first.colours, 'the preview is not blank').toBeGreaterThan(1);
        await expect
          .poll(async () => (await previewPicture(judge)).fingerprint, { timeout: 20_000 })
          .not.toBe(first.fingerprint);
        // Collapsed, the preview is gone (nothing is copied into it); shown again, it is back.
        await publicView.getByRole('button', { name: 'Hide the public view' }).click();
        await expect(preview).toHaveCount(0);
        await publicView.getByRole('button', { name: 'Show the public view' }).click();
        await expect(preview).toBeVisible();
      });

      await test.step('an Individual watches the hearing live on /stream and counts in the Judge’s Viewers', async () => {
        const viewer = await viewerContext.newPage();
        await signInAs(viewer, 'Individual');
        await expect(viewer).toHaveURL(/\/dashboard$/);
        const [hearing] = (await hearingsOf(viewer, OWN_CASE.cnr)).filter(
          (row) => row.causeNo === OWN_CASE.caseNumber,
        );
        await viewer.goto(`/stream?hearing=${hearing?.hearingId}`);
        await expectStreamPlays(viewer, { timeout: 90_000 });
        await expect(judge.getByRole('button', { name: 'Viewers 1' })).toBeVisible();

        // Data saver: the sound alone plays, the court's card where the picture was, the watermark over it.
        const quality = viewer.getByTestId('stage-quality');
        const dataSaver = viewer.getByLabel('Data saver: audio only');
        const pictureHeight = () =>
          viewer.getByTestId('live-stream-video').evaluate((video: HTMLVideoElement) => video.videoHeight);
        await expect(quality).toHaveText(/^Playing \d+p$/);
        await dataSaver.check();
        await expect(viewer.getByTestId('stage-sound-only')).toContainText(OWN_CASE.caseNumber);
        await expectStreamPlays(viewer);
        await expect(quality).toHaveText('Audio only');
        expect(await pictureHeight()).toBe(0);
        await expect(viewer.getByTestId('viewer-watermark')).toBeVisible();
        await expectLayoutEverywhere(viewer, 'live-stream-data-saver', async () => {
          await expect(viewer.getByTestId('stage-sound-only')).toBeVisible();
        });
        // Remembered on this device; and off again, the picture is back.
        await viewer.reload();
        await expect(dataSaver).toBeChecked();
        await dataSaver.uncheck();
        await expectStreamPlays(viewer);
        await expect(quality).toHaveText(/^Playing \d+p$/);
        expect(await pictureHeight()).toBeGreaterThan(0);

        // On a phone the player takes the low rendition the Judge's browser records beside the courtroom's: no
        // more pixels than it shows. (What it shows is 360p where the two recorders' keyframes line up, the
        // courtroom's own segments where they do not: media/live/low-rung.test.ts.)
        // The phone opens the stream afresh, once the laptop's player is gone: on a slow run that player's last
        // playlist answer came after the listening began, and the segment it then asked for counted as the phone's.
        const [laptop, phone] = LAYOUT_VIEWPORTS;
        const stream = viewer.url();
        await viewer.goto('about:blank');
        const segments: string[] = [];
        // Every answer in order, refusals with their status: what the phone was told before it asked for a segment.
        const answers: string[] = [];
        viewer.on('request', (request) => {
          const name = /\/live\/Room1\/([^/?]+\.(?:ts|m3u8))/.exec(request.url())?.[1];
          if (name) segments.push(name);
        });
        viewer.on('response', (response) => {
          const asked = /\/live\/Room1\/(.+)$/.exec(response.url())?.[1];
          if (asked) answers.push(response.ok() ? asked : `${asked} ${response.status()}`);
        });
        await viewer.setViewportSize(phone);
        await viewer.goto(stream);
        await expectStreamPlays(viewer);
        await expect
          .poll(() => segments.filter((name) => name.startsWith('low-seg-')).length)
          .toBeGreaterThan(1);
        expect(segments).toContain('low.m3u8');
        expect(
          segments.filter((name) => /^seg-\d+\.ts$/.test(name)),
          answers.join('\n'),
        ).toEqual([]);
        await saveShot(viewer, 'live-stream-phone-low-rung');
        await viewer.setViewportSize(laptop);
      });

      await test.step('the Controller sees Room1 relayed live to Facebook (nginx-rtmp on loopback)', async () => {
        const room1 = controller.getByRole('article', { name: 'Room1', exact: true });
        await expect(room1.getByText('Facebook: live')).toBeVisible({ timeout: 60_000 });
      });

      await test.step('the SuperAdmin’s System Health lists Room1’s live ffmpegs and its relay, live', async () => {
        const admin = await adminContext.newPage();
        await signInAs(admin, 'SuperAdmin', '/admin/adminPanel');
        const processes = admin.getByRole('table', { name: /^ffmpeg processes of / });
        const row = (process: string) => processes.getByRole('row').filter({ hasText: process });
        await expect(row('Live stream (HLS)')).toContainText('Room1');
        await expect(row('Live stream (HLS)')).toContainText('Running');
        await expect(row('Low rendition from the Judge’s browser (HLS)')).toContainText('Running');
        await expect(row('Relay to Facebook')).toContainText('Live');
        await saveShot(admin, 'admin-panel-live');
      });

      let recordedMs = 0;
      await test.step('the Judge stops recording and waits for the recording to be saved', async () => {
        const stop = footer.getByRole('button', { name: 'Stop Recording' });
        await stop.click();
        await expect(footer.getByRole('button', { name: 'Saving the recording…' })).toBeDisabled();
        recordedMs = await recorderRanMs(judge);
        expect(recordedMs).toBeGreaterThanOrEqual(RECORD_MS);
        await expect(footer.getByRole('button', { name: 'Start Recording' })).toBeEnabled({
          timeout: 120_000,
        });
        await expect(judge.getByText(MESSAGES.recordingFailed)).toBeHidden();
      });

      await test.step('what Facebook received is the hearing: H.264 video and AAC audio', async () => {
        await expect.poll(() => facebook.codecsReceived()).toEqual(expect.arrayContaining(['h264', 'aac']));
      });

      await test.step('the hearing has one recording whose MP4 lasts the recorded time (within 2 s)', async () => {
        const duration = await probedDuration(judge, await newestRecordingUrl(judge));
        expect(
          Math.abs(duration - recordedMs / 1000),
          `MP4 ${duration}s, recorded ${recordedMs}ms`,
        ).toBeLessThan(2);
      });

      await test.step('after the meeting ends the case is Available and its recording plays', async () => {
        await endMeeting(judge);
        await judge
          .getByRole('navigation', { name: 'Main menu' })
          .getByRole('link', { name: 'Recordings' })
          .click();
        await judge.getByLabel('CNR Number').fill(OWN_CASE.cnr);
        const row = judge
          .getByRole('region', { name: 'Available Recordings' })
          .getByRole('row')
          .filter({ hasText: OWN_CASE.caseNumber });
        // An Available hearing's status cell is its View link (spec.md §4 "Case status").
        await row.getByRole('link', { name: 'View' }).click();
        await expect(judge).toHaveURL(/\/viewstream\?hearing=\d+$/);
        const player = await startPlaying(judge);
        await expect
          .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), {
            timeout: 15_000,
          })
          .toBeGreaterThan(1);
      });
    } finally {
      await Promise.all([advocateContext.close(), viewerContext.close(), adminContext.close()]);
      await facebook.remove();
      await controllerContext.close();
    }
  },
);

test(
  'a connection lost mid-recording loses nothing: the page resumes the session and sends what was not acked',
  ROOM1,
  async ({ page: judge }) => {
    test.setTimeout(180_000);
    // Every socket of the Judge's page goes through this proxy, so the test can cut it as a network would.
    const connections: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
    await judge.routeWebSocket(/\/socket\.io\//, (page) => {
      connections.push({ page, server: page.connectToServer() });
    });
    await watchRecorder(judge);

    await test.step('the Judge alone opens the hearing', async () => {
      await signInAs(judge, 'Judge');
      await expect(judge).toHaveURL(/\/dashboard$/);
      await hearNow(judge, OWN_CASE.caseNumber);
      await expectFramesDecoded(
        judge.locator('[data-testid="participant-tile"][data-local="true"] video').first(),
      );
    });

    let recordedMs = 0;
    await test.step('the connection drops while recording, comes back, and the recording is stopped', async () => {
      const footer = judge.locator('.courtroom-footer');
      await footer.getByRole('button', { name: 'Start Recording' }).click();
      const stop = footer.getByRole('button', { name: 'Stop Recording' });
      await expect(stop).toBeVisible({ timeout: 20_000 });
      const chunksEachWay = RECORD_MS / 2 / RECORDING.chunkIntervalMs;
      const beforeTheCut = await untilRecorded(judge, chunksEachWay);
      const before = connections.length;
      await Promise.all(
        connections.flatMap(({ page, server }) => [page.close({ code: 4000 }), server.close({ code: 4000 })]),
      );
      await expect.poll(() => connections.length, { timeout: 20_000 }).toBeGreaterThan(before);
      await untilRecorded(judge, chunksEachWay, beforeTheCut);
      await stop.click();
      await expect(footer.getByRole('button', { name: 'Saving the recording…' })).toBeDisabled();
      recordedMs = await recorderRanMs(judge);
      await expect(footer.getByRole('button', { name: 'Start Recording' })).toBeEnabled({ timeout: 120_000 });
      await expect(judge.getByText(MESSAGES.recordingFailed)).toBeHidden();
    });

    await test.step('the MP4 lasts the recorded time (within 2 s) without a gap of a chunk: nothing was lost', async () => {
      const videoUrl = await newestRecordingUrl(judge);
      expect(await longestVideoGap(judge, videoUrl)).toBeLessThan(RECORDING.chunkIntervalMs / 1000);
      const duration = await probedDuration(judge, videoUrl);
      expect(
        Math.abs(duration - recordedMs / 1000),
        `MP4 ${duration}s, recorded ${recordedMs}ms`,
      ).toBeLessThan(2);
    });

    await test.step('the Judge ends the meeting', () => endMeeting(judge));
  },
);
