import { API_PREFIX, MESSAGES, courtDate, courtTomorrow, type ArchivalRequestPage } from '@nyaya/shared';
import type { Browser, Page } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  ROOM1,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  openSessionAs,
  signInAs,
  test,
} from './fixtures.ts';
import { chooseLanguage } from './support/layout.ts';
import { TEXTS } from './support/locale-texts.ts';
import { csrfHeaders } from './support/session-api.ts';
import { expectToast } from './support/toasts.ts';

/** The demo cases in each state (npm start seeds them): a recording to watch, one past retention, one tomorrow. */
const AVAILABLE_CNR = 'DLND010000012025';
const EXPIRED_CNR = 'DLND010000022025';
const UPCOMING_CNR = 'DLND010000032025';
/** A demo matrimonial matter: a streaming exclusion keeps its parties' names from the public. */
const MATRIMONIAL = { cnr: 'DLCT010000052024', caseNumber: 'HMA/903/2024', petitioner: 'Priya Saxena' };
/** A demo case heard in Patiala House's Court No. 1 today (the one above is heard in Tis Hazari's). */
const PATIALA_HOUSE_CNR = 'DLND010000022024';

const REASON = 'I am the petitioner and need the recording for my appeal.';

/** dd-mm-yyyy of a court day YYYY-MM-DD, as the table shows dates. */
function shownDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}

async function openFromMenu(page: Page, item: string, title: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: item }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Types a CNR (searched on its own at 16 characters) and waits for its rows. */
async function searchCnr(page: Page, cnr: string) {
  await page.getByLabel('CNR Number').fill(cnr);
  const results = page.getByRole('region', { name: /Available Recordings|Live Sessions/ });
  await expect(results.getByRole('row').filter({ hasText: cnr }).first()).toBeVisible();
  return results;
}

/**
 * Rejects, as the Controller through the API, the demo Individual's pending request of a CNR: a try that failed
 * after submitting one left it pending, and the walk starts from a row that offers Request.
 */
async function rejectIndividualsPendingRequest(browser: Browser, baseURL: string | undefined, cnr: string) {
  const context = await browser.newContext({ baseURL });
  try {
    const controller = await context.newPage();
    await openSessionAs(controller, 'Controller');
    const listed = await controller.request.get(
      `${API_PREFIX}/archival/getArchivalRequests?status=Pending&cnr=${cnr}`,
    );
    expect(listed.status(), await listed.text()).toBe(200);
    const { data } = (await listed.json()) as ArchivalRequestPage;
    const individual = DEMO_ACCOUNTS.Individual.email.toLowerCase();
    for (const request of data.filter((pending) => pending.requester.email.toLowerCase() === individual)) {
      const rejected = await controller.request.put(`${API_PREFIX}/archival/reject/${request.id}`, {
        data: { note: 'Left pending by an earlier try of this walk.' },
        headers: await csrfHeaders(controller),
      });
      expect(rejected.status(), await rejected.text()).toBe(200);
    }
  } finally {
    await context.close();
  }
}

function rowOf(page: Page, cnr: string) {
  return page
    .getByRole('region', { name: /Available Recordings|Live Sessions/ })
    .getByRole('row')
    .filter({
      hasText: cnr,
    });
}

test.describe('as the Individual on Available Recordings', ROOM1, () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'Individual');
    await openFromMenu(page, 'Recordings', 'Available Recordings');
  });

  test('a CNR: its length message, then Available, Expired and Upcoming hearings', async ({ page }) => {
    const cnr = page.getByLabel('CNR Number');
    await expect(cnr).toHaveAttribute('placeholder', '16-character CNR');
    await expect(page.getByText('e.g. DLND010000012025')).toBeVisible();
    await expect(page.getByText('Search by CNR or choose a court to list its hearings.')).toBeVisible();

    await cnr.fill(AVAILABLE_CNR.slice(0, 15).toLowerCase());
    await expect(cnr).toHaveValue(AVAILABLE_CNR.slice(0, 15));
    await page.getByRole('button', { name: 'Search CNR' }).click();
    await expect(page.getByText(MESSAGES.cnrLength)).toBeVisible();
    await expect(cnr).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    // Typing clears the message; the sixteenth character searches on its own.
    await cnr.press('End');
    await cnr.pressSequentially(AVAILABLE_CNR.slice(15));
    await expect(page.getByText(MESSAGES.cnrLength)).toBeHidden();
    const available = rowOf(page, AVAILABLE_CNR);
    await expect(available.getByRole('link', { name: 'View' })).toBeVisible();
    await expect(available.getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      /^\/viewstream\?hearing=\d+$/,
    );

    // Past 16 characters the box cuts the text off.
    await cnr.fill(`${EXPIRED_CNR}99`);
    await expect(cnr).toHaveValue(EXPIRED_CNR);
    const expired = rowOf(page, EXPIRED_CNR);
    await expect(expired.getByRole('button', { name: 'Request' })).toBeVisible();
    await expect(expired.getByRole('link')).toHaveCount(0);
    // Its recordings are gone (Recordings 0), and the Status cell says so beside Request.
    const status = expired.getByRole('cell').filter({ has: page.getByRole('button', { name: 'Request' }) });
    await expect(status).toHaveText(/^\s*Expired\s*Request\s*$/);

    await searchCnr(page, UPCOMING_CNR);
    const upcoming = rowOf(page, UPCOMING_CNR);
    const tomorrow = shownDay(courtTomorrow());
    await expect(upcoming.getByRole('cell', { name: `Upcoming (${tomorrow})` })).toBeVisible();
    await expect(upcoming.getByRole('cell', { name: tomorrow, exact: true })).toBeVisible();

    // A well-formed CNR of no case: the page's own empty text.
    await cnr.fill('DLND019999992025');
    await expect(page.getByText('No Available Recordings Found')).toBeVisible();
  });

  test("a matrimonial matter's case number and CNR, its parties withheld", async ({ page }) => {
    const results = await searchCnr(page, MATRIMONIAL.cnr);
    const row = rowOf(page, MATRIMONIAL.cnr).first();
    await expect(row).toContainText(MATRIMONIAL.caseNumber);
    await expect(row.getByText('Parties withheld (Matrimonial matter)')).toHaveCount(2);
    await expect(results.getByText(MATRIMONIAL.petitioner)).toHaveCount(0);
    // Listed for today and not yet heard, it is Upcoming, and the row says the public will not see it (issue 37).
    const today = shownDay(courtDate());
    // (The results' region is named in the page's language.)
    const anyRow = page.getByRole('row').filter({ hasText: MATRIMONIAL.cnr }).first();
    for (const code of ['en', 'hi'] as const) {
      await chooseLanguage(page, code);
      const upcoming = TEXTS[code].caseSearch.upcomingNotStreamed.replace('{{date}}', today);
      await expect(anyRow.getByRole('cell', { name: upcoming, exact: true })).toBeVisible();
    }
    await chooseLanguage(page, 'en');
    await expectAccessible(page);
  });

  test('a CNR as people copy it, with hyphens, and a failed search clears the old results', async ({
    page,
  }) => {
    const cnr = page.getByLabel('CNR Number');
    await cnr.fill('DLND-01-000001-2025');
    await expect(cnr).toHaveValue(AVAILABLE_CNR);
    await expect(rowOf(page, AVAILABLE_CNR).first()).toBeVisible();

    await cnr.fill('DLND 01 000002');
    await page.getByRole('button', { name: 'Search CNR' }).click();
    await expect(page.getByText(MESSAGES.cnrLength)).toBeVisible();
    await expect(rowOf(page, AVAILABLE_CNR)).toHaveCount(0);
    await expect(page.getByText('Search by CNR or choose a court to list its hearings.')).toBeVisible();
  });

  test('requests the Expired recording: Submit waits for the terms, which it links, then the row says Requested', async ({
    page,
    browser,
    baseURL,
  }) => {
    await rejectIndividualsPendingRequest(browser, baseURL, EXPIRED_CNR);
    await searchCnr(page, EXPIRED_CNR);
    await rowOf(page, EXPIRED_CNR).getByRole('button', { name: 'Request' }).click();
    const modal = page.getByRole('dialog', { name: 'Request Recording' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(EXPIRED_CNR)).toBeVisible();
    await expect(page).toHaveURL(/\/recordings$/);
    await expectAccessible(page);

    // Cancel closes without a request.
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();

    await rowOf(page, EXPIRED_CNR).getByRole('button', { name: 'Request' }).click();
    const submit = modal.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    const terms = modal.getByRole('button', { name: 'Read the terms and conditions' });
    await expect(terms).toHaveAttribute('aria-expanded', 'false');
    await terms.click();
    await expect(terms).toHaveAttribute('aria-expanded', 'true');
    await expect(
      modal.getByRole('region', { name: 'Terms and conditions to view the Recording' }),
    ).toContainText('Do not record, copy, share, publish or broadcast it');
    await modal.getByLabel('I agree to terms and conditions to view the Recording.').check();
    await expect(submit).toBeEnabled();
    // Too short a reason: the shared schema's message, no request sent.
    await modal.getByLabel('Reason').fill('Appeal');
    await submit.click();
    await expect(modal.getByText(MESSAGES.archivalReasonLength)).toBeVisible();

    await modal.getByLabel('Reason').fill(REASON);
    await submit.click();
    await expectToast(page, MESSAGES.requestSubmitted);
    await expect(modal).toBeHidden();

    // The row now shows the pending request instead of a second Request (the server refuses a duplicate).
    const expired = rowOf(page, EXPIRED_CNR);
    await expect(expired.getByText('Requested', { exact: true })).toBeVisible();
    await expect(expired.getByText('Expired', { exact: true })).toBeVisible();
    await expect(expired.getByRole('button', { name: 'Request' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a district court's hearings, chosen by district, complex and court", async ({ page }) => {
    const selection = page.locator('.card', { hasText: 'Court Room Selection' });
    // A High Court bench is listed as soon as it is chosen.
    const bench = selection.getByLabel('Select High Court Bench');
    await expect(bench.locator('option', { hasText: /\((A|O|C)\)$/ })).not.toHaveCount(0);
    const benchHearings = page.waitForResponse((response) =>
      /\/streaming\/courtHearings\?bench=DHC-DB1&page=1$/.test(response.url()),
    );
    await bench.selectOption({ label: "Hon'ble the Chief Justice's Bench (A)" });
    expect((await benchHearings).status()).toBe(200);
    await expect(page.getByText('Search by CNR or choose a court to list its hearings.')).toBeHidden();

    await selection.getByLabel('District Court').check();
    await expect(selection.getByLabel('Select Court Complex')).toBeDisabled();
    // The demo Judge's and Reader's court (value 1^1): the first court of Tis Hazari Courts in Central.
    await selection.getByLabel('Select District').selectOption({ label: 'Central' });
    await selection.getByLabel('Select Court Complex').selectOption({ label: 'Tis Hazari Courts' });
    await expect(selection.getByLabel('Select Court Name').locator('option')).toHaveCount(4);
    await selection.getByLabel('Select Court Name').selectOption('1^1');

    const results = page.getByRole('region', { name: 'Available Recordings' });
    await expect(results.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');
    await expect(results.getByText('No Available Recordings Found')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expectAccessible(page);

    // Tis Hazari's Court No. 1 and Patiala House's share Room1, and each lists only its own hearings.
    const row = (cnr: string) => results.getByRole('row').filter({ hasText: cnr });
    await expect(row(UPCOMING_CNR)).toHaveCount(1);
    await expect(row(PATIALA_HOUSE_CNR)).toHaveCount(0);
    await selection.getByLabel('Select District').selectOption({ label: 'New Delhi' });
    await selection.getByLabel('Select Court Complex').selectOption({ label: 'Patiala House Courts' });
    await selection
      .getByLabel('Select Court Name')
      .selectOption({ label: 'Court No. 1 (District & Sessions Judge)' });
    await expect(row(PATIALA_HOUSE_CNR)).toHaveCount(1);
    await expect(row(UPCOMING_CNR)).toHaveCount(0);
    // Saket's Court No. 1 hears no demo case.
    await selection.getByLabel('Select District').selectOption({ label: 'South' });
    await selection.getByLabel('Select Court Complex').selectOption({ label: 'Saket Courts' });
    await selection
      .getByLabel('Select Court Name')
      .selectOption({ label: 'Court No. 1 (District & Sessions Judge)' });
    await expect(results.getByText('No Available Recordings Found')).toBeVisible();

    // A new district empties the complex and the court, and the list waits for a new choice.
    await selection.getByLabel('Select District').selectOption({ label: 'East' });
    await expect(selection.getByLabel('Select Court Name')).toBeDisabled();
    await expect(results.getByText('Search by CNR or choose a court to list its hearings.')).toBeVisible();
  });

  test('works on a 420 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 420, height: 860 });
    await searchCnr(page, AVAILABLE_CNR);
    await expect(page.getByRole('button', { name: 'Search CNR' })).toBeInViewport();
    await expect(rowOf(page, AVAILABLE_CNR)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test.describe('as the Advocate on Live Sessions', ROOM1, () => {
  test('keeps a case on My Cases across browsers, then removes it', async ({ page, browser }) => {
    await signInAs(page, 'Advocate');
    await openFromMenu(page, 'Live Sessions', 'Live Sessions');
    const myCases = page.getByRole('region', { name: 'Your saved cases' });
    await expect(myCases.getByText('No cases saved yet.', { exact: false })).toBeVisible();

    await page.getByLabel('CNR Number').fill(UPCOMING_CNR);
    const row = page
      .getByRole('region', { name: 'Live Sessions' })
      .getByRole('row')
      .filter({ hasText: UPCOMING_CNR });
    await row.getByRole('button', { name: /^Add .+ to my cases$/ }).click();
    await expectToast(page, MESSAGES.caseSaved);
    await expect(row.getByText('In my cases')).toBeVisible();
    await expect(myCases.getByRole('row').filter({ hasText: UPCOMING_CNR })).toContainText(
      `Upcoming (${shownDay(courtTomorrow())})`,
    );
    await expectAccessible(page);

    // Another device: a new browser context, signed in again, sees the same list from the server.
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await signInAs(second, 'Advocate');
      await openFromMenu(second, 'Live Sessions', 'Live Sessions');
      const secondCases = second.getByRole('region', { name: 'Your saved cases' });
      await expect(secondCases.getByRole('row').filter({ hasText: UPCOMING_CNR })).toBeVisible();
      await secondCases.getByRole('button', { name: `Remove ${UPCOMING_CNR} from my cases` }).click();
      await expect(second.getByText(MESSAGES.caseRemoved)).toBeVisible();
      await expect(secondCases.getByText('No cases saved yet.', { exact: false })).toBeVisible();
      await expectAccessible(second);
    } finally {
      await other.close();
    }
  });
});
