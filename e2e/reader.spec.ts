import {
  API_PREFIX,
  MESSAGES,
  courtDate,
  courtTomorrow,
  nextCourtWorkingDay,
  type ApiSuccess,
  type CauseListDay,
} from '@nyaya/shared';
import type { Locator, Page } from '@playwright/test';
import {
  ROOM1,
  expect,
  expectAccessible,
  test,
  openSessionAs,
  signInAs,
  expectNoSidewaysScroll,
} from './fixtures.ts';
import { csrfHeaders } from './support/session-api.ts';
import { saveShot } from './support/shots.ts';
import { expectToast } from './support/toasts.ts';

/** The demo Reader (Suresh Kumar) sits in the demo court room, whose streaming room is Room1. */
const READER_NAME = 'Suresh Kumar';
const ROOM = 'Room1';
const TIS_HAZARI = 'Tis Hazari Courts (DLCT01), Court No. 1 (District & Sessions Judge)';
const PATIALA_HOUSE = 'Patiala House Courts (DLND01), Court No. 1 (District & Sessions Judge)';
/** The demo list of Room1 (apps/server/src/seed/cause-list-data.ts), in hearing order. */
const TODAY_CASES = ['CS-DJ/1187/2024', 'SC/412/2024'];
const TOMORROW_CASES = ['BAIL/1502/2025', 'CS-DJ/215/2025'];
/**
 * The courts Room1's demo hearings are heard in (Room1 streams Court No. 1 of every complex), in the order of each
 * day's list: the list's heading names them, never the room.
 */
const TODAY_COURTS = [TIS_HAZARI, PATIALA_HOUSE].join('; ');
const TOMORROW_COURTS = [PATIALA_HOUSE, TIS_HAZARI].join('; ');

/** "Tuesday, 24 November 2026": how the dashboard writes a court day out. */
function longDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

const section = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) });
const bodyRows = (day: Locator) => day.locator('tbody').getByRole('row');
const toldBox = (page: Page, caseNumber: string) =>
  page.getByRole('checkbox', { name: `Parties told: ${caseNumber}` });

/** Where the page and the walk change a hearing's "parties told" mark (followed by the hearing's id). */
const PARTIES_INFORMED_PATH = `${API_PREFIX}/causeList/reader/partiesInformed/`;

/**
 * Takes the "parties told" mark off a case of today's list, as the signed-in Reader, through the API the page uses:
 * a try that failed between marking and clearing left it set, and the walk starts from an unmarked case.
 */
async function clearPartiesTold(page: Page, caseNumber: string) {
  const listed = await page.request.get(`${API_PREFIX}/causeList/reader/getDayList`);
  expect(listed.status(), await listed.text()).toBe(200);
  const { data } = (await listed.json()) as ApiSuccess<CauseListDay>;
  const entry = data.entries.find((listedEntry) => listedEntry.caseNumber === caseNumber);
  if (!entry) throw new Error(`${caseNumber} is not on the Reader's list today`);
  const cleared = await page.request.put(`${PARTIES_INFORMED_PATH}${entry.hearingId}`, {
    data: { informed: false },
    headers: await csrfHeaders(page),
  });
  expect(cleared.status(), await cleared.text()).toBe(200);
}

/**
 * The status of the page's next change of a "parties told" mark: whether the click sent nothing, the server refused
 * it, or the answer came and the page showed no toast. Twice in CI runs (2026-12-07) the click after printing sent
 * nothing and left the box focused and ticked, as a press without its release on the same element does. The likely
 * cause: back from print the page slid 230 px right as the sidebar's margin came back over 0.2 s; the sidebar no
 * longer moves where motion is reduced, as in the suite's browsers.
 */
async function savedMark(page: Page): Promise<number> {
  const response = await page.waitForResponse(
    (answer) => answer.request().method() === 'PUT' && answer.url().includes(PARTIES_INFORMED_PATH),
    { timeout: 30_000 },
  );
  return response.status();
}

test(
  "a Reader sees their room's list for today and the next working day, marks parties told, and prints",
  ROOM1,
  async ({ page }) => {
    const today = courtDate();
    const next = nextCourtWorkingDay(today);
    // The demo data lists hearings for today and tomorrow; when tomorrow is a holiday the next working day has none.
    const nextCases = next === courtTomorrow() ? TOMORROW_CASES : [];
    const [caseNumber] = TODAY_CASES as [string];

    await openSessionAs(page, 'Reader');
    await clearPartiesTold(page, caseNumber);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Reader Dashboard' })).toBeVisible();

    const todayList = section(page, "Today's Cause List");
    await expect(
      todayList.getByRole('heading', {
        level: 2,
        name: `Today's Cause List ${longDay(today)} · ${TODAY_COURTS}`,
      }),
    ).toBeVisible();
    await expect(bodyRows(todayList)).toHaveCount(TODAY_CASES.length);
    for (const [index, caseNumber] of TODAY_CASES.entries()) {
      await expect(bodyRows(todayList).nth(index).getByRole('cell').nth(0)).toHaveText(String(index + 1));
      await expect(bodyRows(todayList).nth(index).getByRole('cell').nth(1)).toHaveText(caseNumber);
    }
    const first = bodyRows(todayList).first();
    await expect(first).toContainText('DLND010000012024');
    await expect(first).toContainText('Ramesh Chand Gupta v. Delhi Development Authority');
    await expect(first).toContainText('Rohan Mehta for the petitioner');
    await expect(first).toContainText('Kavita Sharma for the respondent');
    await expect(first).toContainText('Arguments');
    await expect(first).toContainText('May be streamed');
    // Room2's matrimonial matter is never on Room1's list.
    await expect(page.getByText('HMA/903/2024')).toHaveCount(0);

    const nextList = section(page, 'Next Working Day');
    // A day with no hearing is headed with the Reader's own court.
    const nextCourts = nextCases.length > 0 ? TOMORROW_COURTS : TIS_HAZARI;
    await expect(
      nextList.getByRole('heading', { level: 2, name: `Next Working Day ${longDay(next)} · ${nextCourts}` }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: new RegExp(ROOM) })).toHaveCount(0);
    if (nextCases.length === 0) {
      await expect(nextList.getByRole('status')).toHaveText('No cases listed.');
    } else {
      await expect(bodyRows(nextList)).toHaveCount(nextCases.length);
      for (const [index, caseNumber] of nextCases.entries())
        await expect(bodyRows(nextList).nth(index).getByRole('cell').nth(1)).toHaveText(caseNumber);
    }
    await expectAccessible(page);

    await expect(toldBox(page, caseNumber)).not.toBeChecked();
    const marked = savedMark(page);
    await toldBox(page, caseNumber).check();
    expect(await marked).toBe(200);
    await expectToast(page, MESSAGES.partiesInformedMarked);
    await expect(toldBox(page, caseNumber)).toBeChecked();
    await expect(first).toContainText(READER_NAME);
    await expect(first).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2} IST/);

    await page.reload();
    await expect(toldBox(page, caseNumber)).toBeChecked();
    await expect(first).toContainText(READER_NAME);
    await expect(toldBox(page, TODAY_CASES[1] as string)).not.toBeChecked();

    // On paper: no sidebar, header or buttons; both days' tables with their headings; a tick for the mark.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print cause list' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(page.locator('.app-header')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print cause list' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Reader Dashboard' })).toBeHidden();
    await expect(todayList.getByRole('table')).toBeVisible();
    // Each day's heading on paper: the court by its name and the date.
    await expect(todayList.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(todayList.getByRole('heading', { level: 2 })).toContainText(TODAY_COURTS);
    await expect(todayList.getByRole('heading', { level: 2 })).toContainText(longDay(today));
    await saveShot(page, 'reader-print');
    await expect(nextList.getByRole('heading', { level: 2 })).toBeVisible();
    if (nextCases.length > 0) await expect(nextList.getByRole('table')).toBeVisible();
    await expect(page.locator('.reader-day-table input[type="checkbox"]').first()).toBeHidden();
    await expect(first.getByText('✓')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

    // A click, not uncheck(): uncheck() wants the box changed the instant the click is dispatched, and once in a CI
    // run the page's re-render came after that check. The message and the reload below are what say it is saved.
    const cleared = savedMark(page);
    await toldBox(page, caseNumber).click();
    expect(await cleared).toBe(200);
    await expectToast(page, MESSAGES.partiesInformedCleared);
    await expect(toldBox(page, caseNumber)).not.toBeChecked();
    await page.reload();
    await expect(toldBox(page, caseNumber)).not.toBeChecked();
    await expect(first).not.toContainText(READER_NAME);
  },
);

test(
  'the Reader dashboard fits a 420 px screen: the tables are cards, nothing scrolls sideways',
  ROOM1,
  async ({ page }) => {
    await page.setViewportSize({ width: 420, height: 800 });
    await signInAs(page, 'Reader');
    const table = section(page, "Today's Cause List").getByRole('region', { name: /^Cause list of/ });
    await expect(table.getByRole('row')).toHaveCount(TODAY_CASES.length + 1);
    const widths = await table.evaluate((region) => ({
      scroll: region.scrollWidth,
      client: region.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await expectNoSidewaysScroll(page);
    await expect(toldBox(page, TODAY_CASES[0] as string)).toBeAttached();
  },
);
