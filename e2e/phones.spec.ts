import type { Role } from '@nyaya/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, expectNoSidewaysScroll, signInAs, test } from './fixtures.ts';
import { saveShot } from './support/shots.ts';

/** A small phone's screen: the narrowest the site is laid out for. */
test.use({ viewport: { width: 360, height: 800 } });

/** The demo case with a recording (as case-search.spec.ts has it). */
const AVAILABLE_CNR = 'DLND010000012025';

/** What a cell shows before its content on a phone: its column's name. */
const labelShown = (cell: Locator) =>
  cell.evaluate((element) => getComputedStyle(element, '::before').content.replace(/^"|"$/g, ''));

/**
 * The table's rows are cards that fit the screen: nothing scrolls sideways, in the table's region or the page,
 * and each cell of the first row is shown under its column's name.
 */
async function expectRowsAsCards(page: Page, table: Locator, screenshot: string) {
  const firstRow = table.locator('tbody tr').first();
  await expect(firstRow.locator('td').first()).toBeVisible();
  await expect
    .poll(() => table.evaluate((region) => region.scrollWidth - region.clientWidth))
    .toBeLessThanOrEqual(0);
  await expectNoSidewaysScroll(page);
  const headers = await table.locator('thead th').allTextContents();
  // The first row may still be the table's loading row (one cell) while its data comes.
  const cells = firstRow.locator('td[data-label]');
  await expect.poll(() => cells.count()).toBeGreaterThan(1);
  for (const cell of await cells.all()) {
    expect(headers).toContain(await labelShown(cell));
    expect(await labelShown(cell)).toBe(await cell.getAttribute('data-label'));
  }
  await saveShot(page, `phone-${screenshot}`);
}

const PAGES: { role: Role; path: string; region: RegExp; screenshot: string; search?: string }[] = [
  {
    role: 'Individual',
    path: '/recordings',
    region: /Available Recordings/,
    screenshot: 'recordings',
    search: AVAILABLE_CNR,
  },
  { role: 'Controller', path: '/causelist', region: /Cause List/i, screenshot: 'cause-list' },
  { role: 'Controller', path: '/archival-request', region: /Archival/i, screenshot: 'archival' },
  { role: 'SuperAdmin', path: '/masters/manage-users', region: /Users/i, screenshot: 'users' },
];

test.describe('on a 360 px phone, tables are cards', () => {
  for (const { role, path, region, screenshot, search } of PAGES) {
    test(`${path} as ${role}`, async ({ page }) => {
      await signInAs(page, role, path);
      if (search) await page.getByLabel('CNR Number').fill(search);
      const table = page
        .getByRole('region', { name: region })
        .filter({ has: page.locator('table') })
        .first();
      await expectRowsAsCards(page, table, screenshot);
      if (search) await expectAccessible(page);
    });
  }
});

test('the front door fits a 360 px phone: the sign-in form first, then the case check and the courts live now', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('CNR Number').fill(AVAILABLE_CNR);
  await expect(page.locator('.case-status-summary')).toContainText('Recording available');
  const signIn = await page.getByRole('button', { name: 'Sign in', exact: true }).boundingBox();
  const check = await page.getByLabel('CNR Number').boundingBox();
  expect(signIn && check && signIn.y < check.y).toBe(true);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});
