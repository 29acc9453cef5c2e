import {
  API_PREFIX,
  MESSAGES,
  type ArchivalRequest,
  type ArchivalRequestPage,
  type CaseRow,
} from '@nyaya/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  expect,
  expectAccessible,
  signIn,
  signUpByApi,
  test,
  signInAs,
  expectNoSidewaysScroll,
} from './fixtures.ts';
import { csrfHeaders } from './support/session-api.ts';
import { expectToast } from './support/toasts.ts';

/** The CNRs of the past hearings the demo data lists (20, 35, 50 and 65 days ago), each with a seeded request. */
const PAST_CNRS = ['DLND010000212024', 'DLND010000222024', 'DLND010000232023', 'DLND010000242024'] as const;

/** The court the first of them is heard in (demo data). */
const PATIALA_HOUSE_COURT_1 = 'Patiala House Courts (DLND01), Court No. 1 (District & Sessions Judge)';

type PastHearing = { cnr: string; hearingDate: string; roomId: string };

/** The signed-in page's session as an API client (the same cookies, the CSRF header on changes). */
async function sessionApi(page: Page) {
  const headers = await csrfHeaders(page);
  const read = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200) => {
    expect(response.status(), await response.text()).toBe(status);
    return (await response.json()) as T;
  };
  return {
    list: async (query: string) =>
      read<ArchivalRequestPage>(
        await page.request.get(`${API_PREFIX}/archival/getArchivalRequests?${query}`),
      ),
    create: async (data: PastHearing & { requesterEmail: string; reason: string }) =>
      (
        await read<{ data: ArchivalRequest }>(
          await page.request.post(`${API_PREFIX}/archival/createRequest`, { data, headers }),
          201,
        )
      ).data,
    approve: async (id: number, accessDays: number) =>
      read(await page.request.put(`${API_PREFIX}/archival/approve/${id}`, { data: { accessDays }, headers })),
  };
}

type SessionApi = Awaited<ReturnType<typeof sessionApi>>;

/** Every request the list query finds, all pages. */
async function allRequests(api: SessionApi, query: string): Promise<ArchivalRequest[]> {
  const first = await api.list(query);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) =>
      api.list(`${query}&page=${index + 2}`),
    ),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

/**
 * A listed past hearing for which `email` has no pending request (one pending request per requester and
 * hearing), read from the seeded requests so the dates are the server's.
 */
async function freeHearingFor(api: SessionApi, email: string): Promise<PastHearing> {
  for (const cnr of PAST_CNRS) {
    const requests = await allRequests(api, `cnr=${cnr}`);
    const seeded = requests.at(-1);
    const pending = requests.some(
      (request) => request.status === 'Pending' && request.requester.email === email,
    );
    if (seeded && !pending) return { cnr, hearingDate: seeded.hearingDate, roomId: seeded.roomId };
  }
  throw new Error(`Every past hearing already has a pending request of ${email}`);
}

const REASON = 'The requester needs the recording of this hearing for an appeal.';

/** A Pending request of a fresh Individual (no other test can decide it), filed through the API. */
async function newPendingRequest(page: Page, request: APIRequestContext, cnr: string = PAST_CNRS[0]) {
  const api = await sessionApi(page);
  const requester = await signUpByApi(request);
  const [listed] = (await api.list(`cnr=${cnr}`)).data;
  if (!listed) throw new Error(`No request of ${cnr}: is the demo data seeded?`);
  const hearing = { cnr, hearingDate: listed.hearingDate, roomId: listed.roomId };
  return api.create({ ...hearing, requesterEmail: requester.email, reason: REASON });
}

async function openArchivalPage(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Archival Request' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Archival Request' })).toBeVisible();
}

async function searchByRequestId(page: Page, id: number) {
  await page.getByLabel('Search by Request Id').fill(String(id));
  await page.getByLabel('Search by Request Id').press('Enter');
  await expect(page.getByRole('row')).toHaveCount(2);
}

/** dd-mm-yyyy of an instant in court time, as the tables show dates. */
function istDay(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part('day')}-${part('month')}-${part('year')}`;
}

test.describe('as the Controller', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'Controller');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('creates a request for the demo Individual after a short reason, an unknown e-mail and the wrong room', async ({
    page,
  }) => {
    const email = DEMO_ACCOUNTS.Individual.email;
    const hearing = await freeHearingFor(await sessionApi(page), email);
    await openArchivalPage(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create Request' }).click();
    const form = page.getByRole('dialog', { name: 'Create Request' });
    await form.getByLabel('Requester E-mail').fill(email);
    await form.getByLabel('CNR').fill(hearing.cnr.toLowerCase());
    await form.getByLabel('Hearing Date').fill(hearing.hearingDate);
    await form.getByLabel('Court Room').selectOption(hearing.roomId);
    await form.getByLabel('Reason').fill('Appeal');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText(MESSAGES.archivalReasonLength)).toBeVisible();
    await expect(form.getByLabel('Reason')).toHaveAccessibleDescription(MESSAGES.archivalReasonLength);
    await expectAccessible(page);

    // The server's refusals show under the field they name: an e-mail of no requester, then another room.
    await form.getByLabel('Reason').fill(REASON);
    await form.getByLabel('Requester E-mail').fill('nobody.here@example.in');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByLabel('Requester E-mail')).toHaveAccessibleDescription(
      MESSAGES.archivalRequesterUnknown,
    );
    await form.getByLabel('Requester E-mail').fill(email);
    await form.getByLabel('Court Room').selectOption(hearing.roomId === 'Room1' ? 'Room2' : 'Room1');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByLabel('Hearing Date')).toHaveAccessibleDescription(
      MESSAGES.archivalHearingNotListed,
    );

    await form.getByLabel('Court Room').selectOption(hearing.roomId);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, MESSAGES.archivalRequestCreated);
    await expect(form).toBeHidden();

    const row = page
      .getByRole('row')
      .filter({ hasText: email })
      .filter({ hasText: hearing.cnr })
      .filter({ hasText: 'Pending' });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('button', { name: /^Approve request \d+$/ })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Reject request \d+$/ })).toBeVisible();
  });

  test('approves a pending request, first for 0 days', async ({ page, request }) => {
    const pending = await newPendingRequest(page, request);
    await openArchivalPage(page);
    await searchByRequestId(page, pending.id);

    await page.getByRole('button', { name: `Approve request ${pending.id}` }).click();
    const modal = page.getByRole('dialog', { name: 'Approve Request' });
    await expect(modal).toContainText(pending.requester.email);
    await expect(modal).toContainText(pending.cnr);
    // The court the hearing was heard in, by its name, not the streaming room behind it.
    await expect(modal.locator('dt:text-is("Court Room") + dd')).toHaveText(PATIALA_HOUSE_COURT_1);
    await expect(modal).not.toContainText(pending.roomId);
    const days = modal.getByLabel('Access for (days)');
    await expect(days).toHaveValue(/^\d+$/);
    await days.fill('0');
    await modal.getByRole('button', { name: 'Approve' }).click();
    await expect(modal.getByText(MESSAGES.archivalAccessDaysRange)).toBeVisible();
    await expectAccessible(page);

    await days.fill('10');
    await modal.getByLabel('Note (optional)').fill('Copy for the appeal');
    await modal.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, MESSAGES.archivalApproved);
    await expect(modal).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: pending.requester.email });
    await expect(row.getByRole('cell', { name: PATIALA_HOUSE_COURT_1, exact: true })).toBeVisible();
    await expect(row).toContainText('Approved');
    await expect(row).toContainText('Copy for the appeal');
    await expect(row).toContainText(/Access until \d{2}-\d{2}-\d{4} \d{2}:\d{2} IST/);
    await expect(row.getByRole('button', { name: `Approve request ${pending.id}` })).toHaveCount(0);
  });

  test('rejects a pending request, first without a note', async ({ page, request }) => {
    const pending = await newPendingRequest(page, request, PAST_CNRS[1]);
    await openArchivalPage(page);
    await searchByRequestId(page, pending.id);

    await page.getByRole('button', { name: `Reject request ${pending.id}` }).click();
    const modal = page.getByRole('dialog', { name: 'Reject Request' });
    await modal.getByRole('button', { name: 'Reject' }).click();
    await expect(modal.getByText(MESSAGES.archivalRejectNoteRequired)).toBeVisible();
    await expectAccessible(page);

    await modal.getByLabel('Note').fill('The hearing was held in camera.');
    await modal.getByRole('button', { name: 'Reject' }).click();
    await expectToast(page, MESSAGES.archivalRejected);
    await expect(modal).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: pending.requester.email });
    await expect(row).toContainText('Rejected');
    await expect(row).toContainText('The hearing was held in camera.');
    await expect(row).not.toContainText('Access until');
    await expect(row.getByRole('button', { name: `Reject request ${pending.id}` })).toHaveCount(0);
  });

  test('a decision made meanwhile elsewhere closes the modal with its message', async ({ page, request }) => {
    const pending = await newPendingRequest(page, request, PAST_CNRS[2]);
    await openArchivalPage(page);
    await searchByRequestId(page, pending.id);
    await page.getByRole('button', { name: `Reject request ${pending.id}` }).click();
    const modal = page.getByRole('dialog', { name: 'Reject Request' });
    await (await sessionApi(page)).approve(pending.id, 5);

    await modal.getByLabel('Note').fill('Too late');
    await modal.getByRole('button', { name: 'Reject' }).click();
    await expectToast(page, MESSAGES.archivalAlreadyDecided);
    await expect(modal).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: pending.requester.email })).toContainText(
      'Approved',
    );
  });

  test('search by Request Id, by CNR and by status narrows the table, at 420 px too', async ({
    page,
    request,
  }) => {
    const [first, second] = [
      await newPendingRequest(page, request, PAST_CNRS[0]),
      await newPendingRequest(page, request, PAST_CNRS[3]),
    ];
    // A phone: the menu opens from the header.
    await page.setViewportSize({ width: 420, height: 900 });
    await page.getByRole('button', { name: 'Toggle main menu' }).click();
    await openArchivalPage(page);

    await searchByRequestId(page, second.id);
    await expect(page.getByRole('row').nth(1)).toContainText(second.requester.email);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByLabel('Search by Request Id')).toHaveValue('');

    const cnr = page.getByLabel('Search by CNR');
    await cnr.fill('DLND0100002120');
    await cnr.press('Enter');
    await expect(page.getByText(MESSAGES.cnrLength)).toBeVisible();
    await cnr.fill('DLND01000021202X');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(MESSAGES.cnrFormat)).toBeVisible();
    await expectAccessible(page);

    await cnr.fill(first.cnr.toLowerCase());
    await cnr.press('Enter');
    await expect(cnr).toHaveValue(first.cnr);
    const rows = page.getByRole('table', { name: 'Archival requests' }).getByRole('row');
    await expect(rows.filter({ hasText: first.requester.email })).toHaveCount(1);
    await expect(rows.filter({ hasText: second.requester.email })).toHaveCount(0);
    for (const row of await rows.all()) {
      if (await row.getByRole('cell').count()) await expect(row).toContainText(first.cnr);
    }

    await page.getByLabel('Status').selectOption('Rejected');
    await expect(rows.filter({ hasText: first.requester.email })).toHaveCount(0);
    await page.getByLabel('Status').selectOption('Pending');
    await expect(rows.filter({ hasText: first.requester.email })).toHaveCount(1);

    await expectNoSidewaysScroll(page);
    await expect(page.getByRole('button', { name: 'Create Request' })).toBeInViewport();
  });

  test('the demo Individual sees an approved request and until when on the dashboard', async ({
    page,
    browser,
  }) => {
    const api = await sessionApi(page);
    const email = DEMO_ACCOUNTS.Individual.email;
    // One of their pending requests for this spec's hearings (the demo data has one), so repeated runs do not
    // use up the hearings; other specs' requests are left alone.
    const pending = (await allRequests(api, 'status=Pending')).find(
      (request) => request.requester.email === email && PAST_CNRS.some((cnr) => cnr === request.cnr),
    );
    const created =
      pending ??
      (await api.create({ ...(await freeHearingFor(api, email)), requesterEmail: email, reason: REASON }));
    await api.approve(created.id, 10);
    const [approved] = (await api.list(`requestId=${created.id}`)).data;
    if (!approved?.accessUntil) throw new Error('The approval gave no access-until instant');

    const context = await browser.newContext();
    const individual = await context.newPage();
    await signIn(individual, email);
    const panel = individual.getByRole('region', { name: 'My Archival Requests' });
    await expect(panel.getByRole('heading', { level: 2, name: 'My Archival Requests' })).toBeVisible();
    const row = panel
      .getByRole('row')
      .filter({ has: individual.getByRole('cell', { name: String(created.id), exact: true }) });
    await expect(row).toContainText(created.cnr);
    await expect(row).toContainText('Approved');
    await expect(row).toContainText(istDay(approved.accessUntil));
    await expectAccessible(individual);
    await context.close();
  });
});

test('a requester without requests is told so on the dashboard', async ({ browser, request }) => {
  const account = await signUpByApi(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account.email);
  const panel = page.getByRole('region', { name: 'My Archival Requests' });
  await expect(panel).toContainText('You have not requested any archived hearing yet.');
  await expectAccessible(page);
  await context.close();
});

/** The demo case whose recording retention has expired (npm start seeds it): it can only be requested. */
const EXPIRED_CNR = 'DLND010000022025';

/** "dd-mm-yyyy HH:mm IST" of an instant, as the app shows times. */
function istDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')} IST`;
}

test('a requester whose request was approved opens the expired recording from the dashboard and the search', async ({
  page,
  browser,
  request,
}) => {
  await signInAs(page, 'Controller');
  // Signed in once the dashboard shows: the API calls below ride on that session's cookie.
  await expect(page).toHaveURL(/\/dashboard$/);
  const search = await page.request.post(`${API_PREFIX}/streaming/crnSearch`, {
    data: { crnNumber: EXPIRED_CNR },
    headers: await csrfHeaders(page),
  });
  const expired = ((await search.json()) as { data: CaseRow[] }).data.find((row) => row.status === 'Expired');
  if (!expired) throw new Error(`${EXPIRED_CNR} has no Expired hearing: is the demo data seeded?`);
  const requester = await signUpByApi(request);
  const api = await sessionApi(page);
  const created = await api.create({
    cnr: EXPIRED_CNR,
    hearingDate: expired.hearingDate,
    roomId: expired.courtRoom,
    requesterEmail: requester.email,
    reason: REASON,
  });
  await api.approve(created.id, 10);
  const [approved] = (await api.list(`requestId=${created.id}`)).data;
  if (!approved?.accessUntil) throw new Error('The approval gave no access-until instant');
  const viewer = `/viewstream?hearing=${expired.hearingId}`;

  const context = await browser.newContext();
  try {
    const own = await context.newPage();
    await signIn(own, requester.email, requester.password);
    const panel = own.getByRole('region', { name: 'My Archival Requests' });
    const requestRow = panel.getByRole('row').filter({ hasText: EXPIRED_CNR });
    await expect(requestRow).toContainText('Approved');
    await expect(requestRow.getByRole('link', { name: 'View' })).toHaveAttribute('href', viewer);
    await expectAccessible(own);

    await own
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Recordings' })
      .click();
    await own.getByLabel('CNR Number').fill(EXPIRED_CNR);
    const row = own
      .getByRole('region', { name: 'Available Recordings' })
      .getByRole('row')
      .filter({ hasText: EXPIRED_CNR });
    await expect(row).toContainText(`Available to you until ${istDateTime(approved.accessUntil)}`);
    await expect(row.getByRole('button', { name: 'Request' })).toHaveCount(0);
    await expectAccessible(own);
    await row.getByRole('link', { name: 'View' }).click();
    await expect(own).toHaveURL(viewer);
    await expect(own.getByRole('heading', { level: 1, name: 'Recorded Hearing' })).toBeVisible();
    await expect(own.getByRole('heading', { level: 2, name: expired.causeNo })).toBeVisible();
    await expect(own.locator('video')).toBeVisible();
  } finally {
    await context.close();
  }
});
