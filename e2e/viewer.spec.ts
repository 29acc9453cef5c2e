import {
  API_PREFIX,
  MESSAGES,
  type CaseRow,
  type HearingVideo,
  type PublicUser,
  type Role,
} from '@nyaya/shared';
import type { Browser, Page } from '@playwright/test';
import { hearingsOf } from './support/courtroom-flow.ts';
import { expectLayoutEverywhere } from './support/layout.ts';
import { startPlaying } from './support/live-stream.ts';
import {
  expect,
  expectAccessible,
  test,
  openSessionAs,
  signInAs,
  expectNoSidewaysScroll,
} from './fixtures.ts';

// The pages' last file, whose tests need nothing of each other: run apart, they share the worker the Room1 chain
// frees (2026-12-07: the chain ended 28 s before this file, which then ran alone on one core).
test.describe.configure({ mode: 'parallel' });

/** The demo case whose hearing has a short real recording (seeded at first start). */
const AVAILABLE_CNR = 'DLND010000012025';

/** The signed-in page's session as an API client: the same cookies, and the CSRF header on a POST. */
async function availableHearing(page: Page): Promise<CaseRow> {
  const hearing = (await hearingsOf(page, AVAILABLE_CNR)).find((row) => row.status === 'Available');
  if (!hearing) throw new Error(`${AVAILABLE_CNR} has no Available hearing: is the demo data seeded?`);
  return hearing;
}

async function hearingVideo(page: Page, hearingId: number): Promise<HearingVideo> {
  const response = await page.request.get(`${API_PREFIX}/videos/${hearingId}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: HearingVideo }).data;
}

/** Dispatches a cancelable event of this kind at the target and tells whether the page prevented it. */
function isPrevented(page: Page, kind: 'contextmenu' | 'copy' | 'cut' | 'paste', selector: string) {
  return page.locator(selector).evaluate((target, type) => {
    const event =
      type === 'contextmenu'
        ? new MouseEvent(type, { bubbles: true, cancelable: true, button: 2 })
        : new ClipboardEvent(type, { bubbles: true, cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  }, kind);
}

/** Presses a key (with ctrl) as a cancelable keydown and tells whether the page prevented it. */
function isKeyPrevented(page: Page, key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean }) {
  return page.evaluate(
    ({ key, modifiers }) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    },
    { key, modifiers },
  );
}

async function newSignedInPage(browser: Browser, baseURL: string, role: Role) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, role);
  return page;
}

test.describe('with motion, as most viewers have it', () => {
  // The watermark moves every few seconds, and only slowly for those who prefer reduced motion (as the rest of
  // the suite does): this walk times its moves.
  test.use({ reducedMotion: 'no-preference' });

  test('an Individual watches a recorded hearing with the watermark, under the lock-down', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signInAs(page, 'Individual');
    // Debian's Chromium plays H.264 MP4 (the recordings' format); if it ever did not, say so plainly.
    const h264 = await page.evaluate(() =>
      document.createElement('video').canPlayType('video/mp4; codecs="avc1.42E01E, mp4a.40.2"'),
    );
    expect(h264, 'this Chromium cannot play H.264 MP4').not.toBe('');

    const me = ((await (await page.request.get(`${API_PREFIX}/users/me`)).json()) as { data: PublicUser })
      .data;
    const hearing = await availableHearing(page);
    await page.goto(`/viewstream?hearing=${hearing.hearingId}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Recorded Hearing' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: hearing.causeNo })).toBeVisible();
    await expect(page.getByText(`${hearing.petitioner} v. ${hearing.defendant}`)).toBeVisible();
    await expect(page.getByText(hearing.cnr, { exact: true })).toBeVisible();
    await expect(page.getByText(hearing.date, { exact: true })).toBeVisible();
    // The court by its name, without the streaming room (Room1) behind it.
    await expect(page.locator('.viewer-facts dt:text-is("Court") + dd')).toHaveText(
      'Patiala House Courts (DLND01), Court No. 1 (District & Sessions Judge)',
    );
    await expect(page.locator('.viewer-facts')).not.toContainText(hearing.courtRoom);

    const watermark = page.getByTestId('viewer-watermark');
    await expect(watermark).toContainText(me.name);
    await expect(watermark).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2} IST/);
    const clock = await watermark.textContent();
    await expect(watermark).not.toHaveText(clock ?? '', { timeout: 3_000 });
    await expect(watermark).toHaveCSS('pointer-events', 'none');
    const spot = await watermark.evaluate((element) => element.style.cssText);
    await expect
      .poll(() => watermark.evaluate((element) => element.style.cssText), { timeout: 8_000 })
      .not.toBe(spot);

    const video = page.locator('video');
    await expect(video).toHaveAttribute('controlslist', /nodownload/);
    await expect(video).toHaveAttribute('disablepictureinpicture', '');
    // The whole player, its controls at the bottom included, fits a 1366x768 laptop's screen.
    await expect(video).toBeInViewport({ ratio: 1 });
    await expectAccessible(page);

    await startPlaying(page);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(1);

    // A click on the picture pauses it, another plays it again.
    const paused = () => video.evaluate((element: HTMLVideoElement) => element.paused);
    await video.click();
    await expect.poll(paused).toBe(true);
    await video.click();
    await expect.poll(paused).toBe(false);

    // The lock-down: no context menu, no copy or cut, no ctrl shortcuts but zoom; paste is never blocked.
    expect(await isPrevented(page, 'contextmenu', 'video')).toBe(true);
    expect(await isPrevented(page, 'contextmenu', 'h1')).toBe(true);
    expect(await isPrevented(page, 'copy', 'h1')).toBe(true);
    expect(await isPrevented(page, 'cut', 'h1')).toBe(true);
    expect(await isPrevented(page, 'paste', 'h1')).toBe(false);
    expect(await isKeyPrevented(page, 'c', { ctrlKey: true })).toBe(true);
    expect(await isKeyPrevented(page, 's', { metaKey: true })).toBe(true);
    expect(await isKeyPrevented(page, '+', { ctrlKey: true })).toBe(false);
    expect(await isKeyPrevented(page, '0', { ctrlKey: true })).toBe(false);
    expect(await isKeyPrevented(page, 'Tab', {})).toBe(false);

    // The developer-tools shortcut is refused with the spec's notice, and the video waits behind it.
    await page.keyboard.press('F12');
    await expect(page.getByText(MESSAGES.devToolsDetected)).toBeVisible();
    await expect(page.getByText(MESSAGES.devToolsNotAllowed)).toBeVisible();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await page.getByRole('button', { name: 'Back to the video' }).click();
    await expect(page.getByText(MESSAGES.devToolsDetected)).toBeHidden();

    // Our full-screen button takes the watermark along: the container goes full screen, not the video.
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.contains(document.querySelector('video'))))
      .toBe(true);
    expect(await page.evaluate(() => document.fullscreenElement?.tagName)).toBe('DIV');
    await expect(page.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'true');
    await expect(watermark).toBeVisible();
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

    // Leaving the page lifts the lock-down.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The address changes before the viewer unmounts and lifts its handlers: wait for that, not for the URL.
    await expect.poll(() => isPrevented(page, 'contextmenu', 'h1')).toBe(false);
    expect(await isPrevented(page, 'copy', 'h1')).toBe(false);
    expect(await isKeyPrevented(page, 'c', { ctrlKey: true })).toBe(false);
  });
});

test('on 3G a recording plays its 360p version; the person may choose the picture, or the sound alone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAs(page, 'Individual');
  const hearing = await availableHearing(page);
  // Asking for the recording queues its versions for a weak link where they are not made yet.
  await expect
    .poll(
      async () => Object.keys((await hearingVideo(page, hearing.hearingId)).recordings[0]?.versions ?? {}),
      {
        timeout: 60_000,
      },
    )
    .toEqual(expect.arrayContaining(['low', 'audio']));
  // Chromium's 3G as bench/weak-link.ts emulates it: the browser's estimate of the link follows.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 750_000 / 8,
    uploadThroughput: 250_000 / 8,
  });
  await page.goto(`/viewstream?hearing=${hearing.hearingId}`);

  const video = page.locator('video');
  const quality = page.getByTestId('stage-quality');
  const source = () => video.evaluate((element: HTMLVideoElement) => element.currentSrc);
  await expect(quality).toHaveText('Playing 360p');
  expect(await source()).toMatch(/\?version=low$/);
  await startPlaying(page);
  await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThan(1);

  // As recorded, whatever the link: from the same moment, sharper, playing on.
  const picture = page.getByLabel('Picture');
  const before = await currentTime(video);
  await picture.selectOption({ label: 'As recorded' });
  await expect(quality).toHaveText('Playing 720p');
  expect(await source()).not.toContain('version=');
  await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThan(before + 1);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);

  // Data saver: the sound alone, the court's card where the picture was, the watermark over it.
  const dataSaver = page.getByLabel('Data saver: audio only');
  await dataSaver.check();
  await expect(page.getByTestId('stage-sound-only')).toContainText(hearing.causeNo);
  await expect(quality).toHaveText('Audio only');
  await expect(picture).toBeHidden();
  expect(await source()).toMatch(/\?version=audio$/);
  const heard = await currentTime(video);
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThan(heard + 1);
  await expect(page.getByTestId('viewer-watermark')).toBeVisible();
  await expectLayoutEverywhere(page, 'recording-data-saver', async () => {
    await expect(page.getByTestId('stage-sound-only')).toBeVisible();
  });

  // Remembered on this device; off again, the picture is back in the version chosen for the link.
  await page.reload();
  await expect(dataSaver).toBeChecked();
  await dataSaver.uncheck();
  await expect(quality).toHaveText('Playing 360p');
  await expect(page.getByTestId('stage-sound-only')).toBeHidden();
  await expectLayoutEverywhere(page, 'recording-picture-choice', async () => {
    await expect(page.getByLabel(/Picture|चित्र/)).toBeVisible();
  });
});

test("a video address works only with its viewer's session", async ({ page, browser, baseURL }) => {
  if (!baseURL) throw new Error('The config gives every test a baseURL');
  await signInAs(page, 'Individual');
  const hearing = await availableHearing(page);
  const { videoUrl, recordings } = await hearingVideo(page, hearing.hearingId);
  expect(videoUrl).toMatch(/^\/api\/v1\/videos\/file\//);
  expect(recordings.map((recording) => recording.videoUrl)).toContain(videoUrl);

  const ranged = await page.request.get(videoUrl, { headers: { Range: 'bytes=0-99' } });
  expect(ranged.status()).toBe(206);
  expect((await ranged.body()).length).toBe(100);

  // The address copied out of the page is no use to another signed-in person, nor to anyone signed out.
  const advocate = await newSignedInPage(browser, baseURL, 'Advocate');
  const other = await advocate.request.get(videoUrl);
  expect(other.status()).toBe(403);
  await advocate.context().close();
  const anonymous = await browser.newContext({ baseURL });
  expect((await anonymous.request.get(videoUrl)).status()).toBe(401);
  await anonymous.close();
});

test('the viewer says why nothing plays and links back to the recordings', async ({ page }) => {
  await signInAs(page, 'Individual', '/viewstream?hearing=987654321');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText(MESSAGES.hearingNotFound);
  // Said once, in place of the player: no toast repeats it. A toast would be raised by the query cache when the
  // request fails, before the alert renders; two frames later it would be on screen too.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.getByText(MESSAGES.hearingNotFound).count()).toBe(1);
  await expect(main.getByRole('link', { name: 'Back to Available Recordings' })).toHaveAttribute(
    'href',
    '/recordings',
  );
  await expectAccessible(page);

  for (const query of ['', '?hearing=', '?hearing=abc', '?hearing=0']) {
    await page.goto(`/viewstream${query}`);
    await expect(main.getByRole('alert')).toHaveText(
      'No hearing was chosen. Open a recording from Available Recordings to watch it.',
    );
  }
  await expect(main.getByRole('link', { name: 'Back to Available Recordings' })).toBeVisible();
});

test('the viewer fits a 420 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 860 });
  await openSessionAs(page, 'Individual');
  const hearing = await availableHearing(page);
  await page.goto(`/viewstream?hearing=${hearing.hearingId}`);
  const video = page.locator('video');
  await expect(video).toBeVisible();
  const box = await video.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(200);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(420);
  await expectNoSidewaysScroll(page);
  await expect(page.getByTestId('viewer-watermark')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeInViewport();

  // With reduced motion the watermark stays, it only stops gliding.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.getByTestId('viewer-watermark')).toBeVisible();
  await expect(page.getByTestId('viewer-watermark')).toHaveCSS('transition-duration', '0s');
});

const currentTime = (video: ReturnType<Page['locator']>) =>
  video.evaluate((element: HTMLVideoElement) => element.currentTime);

test('addresses renewed before they expire keep the viewer where they were', async ({ page }) => {
  await signInAs(page, 'Individual');
  const hearing = await availableHearing(page);
  // The first answer claims its addresses expire in a few seconds, so the page renews them mid-viewing. The
  // renewal is held until the test watches the first address play: a slow machine may take those seconds to start.
  let answers = 0;
  let releaseRenewal = () => {};
  const renewalReleased = new Promise<void>((resolve) => (releaseRenewal = resolve));
  await page.route(`**${API_PREFIX}/videos/${hearing.hearingId}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: HearingVideo };
    answers += 1;
    if (answers === 1) body.data.expiresAt = new Date(Date.now() + 6_000).toISOString();
    else await renewalReleased;
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/viewstream?hearing=${hearing.hearingId}`);
  const video = await startPlaying(page);
  // Every position the video reports, with the address it was playing from.
  await video.evaluate((element: HTMLVideoElement) => {
    const seen: [string, number][] = [];
    Object.assign(window, { positions: seen });
    element.addEventListener('timeupdate', () => {
      if (element.readyState >= 2 && !element.seeking) seen.push([element.currentSrc, element.currentTime]);
    });
  });
  const firstSource = await video.evaluate((element: HTMLVideoElement) => element.currentSrc);
  await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(1.5);
  releaseRenewal();

  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentSrc), { timeout: 15_000 })
    .not.toBe(firstSource);
  expect(answers).toBe(2);
  await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(6);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);

  // The new address went on from where the old one stopped, never from the start.
  const positions = await page.evaluate(
    () => (window as unknown as { positions: [string, number][] }).positions,
  );
  const before = positions.filter(([source]) => source === firstSource).map(([, time]) => time);
  const after = positions.filter(([source]) => source !== firstSource).map(([, time]) => time);
  const stoppedAt = Math.max(...before);
  expect(stoppedAt).toBeGreaterThan(1.5);
  expect(after.length).toBeGreaterThan(0);
  expect(Math.min(...after)).toBeGreaterThanOrEqual(stoppedAt - 0.5);
});

test('an address refused as expired (410) is renewed and the video plays', async ({ page }) => {
  await signInAs(page, 'Individual');
  const hearing = await availableHearing(page);
  let refused = 0;
  await page.route(`**${API_PREFIX}/videos/file/**`, async (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    return route.fulfill({
      status: 410,
      json: { status: false, code: 'videoLinkExpired', message: MESSAGES.videoLinkExpired },
    });
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`${API_PREFIX}/videos/${hearing.hearingId}`)) asked.push(request.url());
  });
  await page.goto(`/viewstream?hearing=${hearing.hearingId}`);
  const video = await startPlaying(page);
  await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(1);
  expect(refused).toBe(1);
  expect(asked).toHaveLength(2);
  await expect(page.getByRole('main').getByRole('alert')).toBeHidden();
});
