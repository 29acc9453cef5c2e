import { expect, type Page } from '@playwright/test';

/** How far the picture must move on for the stream to count as playing: more than one HLS segment. */
const ADVANCE_SECONDS = 3;

/**
 * Waits until the /stream page's player plays: its video's currentTime starts and then advances by a few
 * seconds. Should the browser refuse to autoplay, the page's own Play button is pressed (the viewer's gesture).
 */
export async function expectStreamPlays(page: Page, { timeout = 60_000 } = {}) {
  const video = page.getByTestId('live-stream-video');
  const play = page.getByRole('button', { name: 'Play', exact: true });
  const currentTime = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
  const playingTime = async () => {
    if (await play.isVisible()) await play.click();
    return (await video.evaluate((element: HTMLVideoElement) => !element.paused)) ? currentTime() : 0;
  };
  await expect.poll(playingTime, { timeout, message: 'the live stream never started' }).toBeGreaterThan(0);
  const started = await currentTime();
  await expect
    .poll(currentTime, { timeout, message: 'the live stream started but did not advance' })
    .toBeGreaterThan(started + ADVANCE_SECONDS);
}

/** Starts the video as the user would (a click on the page is the gesture that allows sound) once it has loaded. */
export async function startPlaying(page: Page) {
  const video = page.locator('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThan(0);
  await page.getByRole('heading', { level: 2 }).click();
  await video.evaluate((element: HTMLVideoElement) => element.play());
  return video;
}
