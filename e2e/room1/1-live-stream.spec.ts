import {
  API_PREFIX,
  DEFAULT_STREAM_DELAY_MINUTES,
  MESSAGES,
  courtDate,
  type CaseRow,
  type PublicUser,
} from '@nyaya/shared';
import type { Page } from '@playwright/test';
import { hearingsOf } from '../support/courtroom-flow.ts';
import { ROOM1, expect, expectAccessible, test, signInAs } from '../fixtures.ts';

/** The demo case heard today in Room1 (seeded at first start). */
const ROOM1_CNR = 'DLND010000012024';
const ROOM1_CASE_NUMBER = 'CS-DJ/1187/2024';

async function signInAsIndividual(page: Page) {
  await signInAs(page, 'Individual');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Today's hearing of the case, found the way the case search finds it. */
async function todaysHearing(page: Page, cnr: string): Promise<CaseRow> {
  const hearing = (await hearingsOf(page, cnr)).find((row) => row.hearingDate === courtDate());
  if (!hearing) throw new Error(`${cnr} has no hearing today: is the demo data seeded?`);
  return hearing;
}

/** Dispatches a cancelable context menu at the target and tells whether the page prevented it. */
function isContextMenuPrevented(page: Page, selector: string) {
  return page.locator(selector).evaluate((target) => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

test(
  'an Individual opens the stream of a hearing whose court is not in session, sees the slate and counts as a viewer',
  ROOM1,
  async ({ page, browser }) => {
    await signInAsIndividual(page);
    const me = ((await (await page.request.get(`${API_PREFIX}/users/me`)).json()) as { data: PublicUser })
      .data;
    const hearing = await todaysHearing(page, ROOM1_CNR);

    await page.goto(`/stream?hearing=${hearing.hearingId}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Live Stream' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: ROOM1_CASE_NUMBER })).toBeVisible();
    await expect(page.getByText(ROOM1_CNR, { exact: true })).toBeVisible();
    // Room1 has no stream setup: the court's default delay, never none.
    await expect(page.getByText(`${DEFAULT_STREAM_DELAY_MINUTES} minutes`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('stream-slate')).toHaveText(MESSAGES.courtNotInSession);
    // No courtroom is streaming: nothing is played, not even an empty player.
    await expect(page.getByTestId('live-stream-video')).toHaveCount(0);
    await expect(page.getByTestId('viewer-watermark')).toContainText(me.name);
    expect(await isContextMenuPrevented(page, 'h1')).toBe(true);
    await expectAccessible(page);

    // The control room counts the Individual among Room1's viewers while the page is open, and no longer after.
    const controlRoom = await (await browser.newContext()).newPage();
    await signInAs(controlRoom, 'Controller');
    const room1 = controlRoom.getByRole('article', { name: 'Room1', exact: true });
    await expect(room1).toContainText('Viewers: 1');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(room1).toContainText('Viewers: 0');
    await controlRoom.context().close();
  },
);

test(
  'a hearing that is not streamed today, or no hearing at all, shows that the stream is not found',
  ROOM1,
  async ({ page }) => {
    await signInAsIndividual(page);

    await page.goto('/stream?hearing=999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Live Stream' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.streamNotFound);
    await expect(page.getByTestId('viewer-watermark')).toHaveCount(0);

    await page.goto('/stream');
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.streamNotFound);
    await expect(page.getByRole('link', { name: 'Back to Available Recordings' })).toBeVisible();
  },
);
