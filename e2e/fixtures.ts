import AxeBuilder from '@axe-core/playwright';
import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import {
  API_PREFIX,
  COURTROOM_EVENTS,
  CSRF_COOKIE,
  CSRF_HEADER,
  DEMO_PASSWORD,
  ROLES,
  demoAccount,
  pinCourtDate,
  type ApiSuccess,
  type Role,
  type UnfinishedRecording,
  type VerificationCodesSent,
} from '@nyaya/shared';
import { VALID_ADVOCATE_SIGNUP } from '@nyaya/shared/testing';
import { ROOM1_TAG } from './support/lanes.ts';
import { csrfHeaders } from './support/session-api.ts';
import { emailedCodeAfter, textedCodeAfter } from './support/sent-codes.ts';
import { sessionSocket } from './support/session-socket.ts';
import { recordToasts } from './support/toasts.ts';

export { expect };

// The specs' "today" is the run's court day, the one the server holds (playwright.config.ts).
pinCourtDate(process.env.COURT_DATE);

export { DEMO_PASSWORD };

/** Each role's demo account (e-mail and mobile) as `npm start` seeds it. */
export const DEMO_ACCOUNTS = Object.fromEntries(ROLES.map((role) => [role, demoAccount(role)])) as Record<
  Role,
  ReturnType<typeof demoAccount>
>;

/**
 * What makes one accessibility scan stand for another: the signed-in role, the path, its main heading and the
 * dialogs open. The suite checks each of these once (`E2E_AXE_SCANNED_DIR`, shared by the workers, remembers the
 * passed ones).
 */
async function screenOf(page: Page): Promise<string> {
  const me = await page.request.get(`${API_PREFIX}/users/me`);
  const role = me.ok() ? ((await me.json()) as { data: { role: Role } }).data.role : 'public';
  const dialogs = await page
    .getByRole('dialog')
    .evaluateAll((open) => open.map((dialog) => dialog.querySelector('.modal-title, h2')?.textContent ?? ''));
  // A screen in another language is another screen: its texts (and their lengths) are not the ones scanned.
  const language = await page.locator('html').getAttribute('lang');
  // So is a step of one page with a heading of its own (the sign-up form, then its verification codes).
  const headings = await page.getByRole('heading', { level: 1 }).allTextContents();
  return [language, role, new URL(page.url()).pathname, ...headings, ...dialogs].join(' ');
}

function scannedMark(screen: string): string | undefined {
  const dir = process.env.E2E_AXE_SCANNED_DIR;
  return dir && join(dir, createHash('sha256').update(screen).digest('hex'));
}

/** Fails on serious or critical WCAG 2.1 A/AA violations of the page as it is now (once per screen, see screenOf). */
export async function expectAccessible(page: Page) {
  const screen = await screenOf(page);
  const mark = scannedMark(screen);
  if (mark && existsSync(mark)) return;
  // axe's default scans each frame apart and finishes in a blank page of its own: a renderer more, axe injected
  // twice more and every rule's results sent across. A page without frames (the app has none) is scanned in place:
  // the same violations, 0.6 CPU-s less a scan (32 tests with 56 scans: 155 CPU-s instead of 190; 2026-12-07).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
    );
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
  if (mark) writeFileSync(mark, screen);
}

/**
 * Nothing on the page is wider than the window (tables scroll inside their own regions). Polled: a resize or a
 * late row is laid out a frame or two after it lands.
 */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** Signs in through the sign-in form, for the tests whose subject is signing in. */
export async function signIn(page: Page, userId: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByLabel('E-mail or mobile number').fill(userId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs a demo user in through the API on the client (with its CSRF header); it keeps the session cookie. */
async function signInByApi(request: APIRequestContext, role: Role, csrf: Record<string, string>) {
  const response = await request.post(`${API_PREFIX}/auth/login`, {
    data: { userId: DEMO_ACCOUNTS[role].email, password: DEMO_PASSWORD },
    headers: csrf,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A demo user's session in the page's browser context, opened through the API; the page stays where it is. */
export async function openSessionAs(page: Page, role: Role) {
  await signInByApi(page.request, role, await csrfHeaders(page));
}

/**
 * A demo user signed in through the API, on their dashboard or the page at `path`: for the tests whose subject is
 * what follows.
 */
export async function signInAs(page: Page, role: Role, path = '/dashboard') {
  await openSessionAs(page, role);
  await page.goto(path);
}

/** The CSRF header of an API client, after it has asked for the cookie. */
async function csrfOf(request: APIRequestContext): Promise<Record<string, string>> {
  await request.get(`${API_PREFIX}/auth/csrf`);
  const { cookies } = await request.storageState();
  return { [CSRF_HEADER]: cookies.find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '' };
}

/**
 * Creates an account through the public API (as a second device would), for tests that must not touch the demo
 * users. Its e-mail and mobile are not verified yet: it cannot sign in.
 */
export async function signUpUnverifiedByApi(
  request: APIRequestContext,
  overrides: Record<string, string> = {},
) {
  const unique = Date.now().toString().slice(-8);
  const account = {
    ...VALID_ADVOCATE_SIGNUP,
    role: 'Individual',
    email: `person${unique}@example.in`,
    mobile: `98${unique}`,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    ...overrides,
  };
  const response = await request.post(`${API_PREFIX}/auth/signup`, {
    data: account,
    headers: await csrfOf(request),
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Verifies the account's e-mail and mobile as its owner does: asks for the codes and enters those that arrive. */
export async function verifyContactsByApi(
  request: APIRequestContext,
  account: { email: string; dialCode: string; mobile: string; password: string },
) {
  let sent: VerificationCodesSent | undefined;
  let mobileOtp = '';
  const askCodes = async () => {
    const response = await request.post(`${API_PREFIX}/auth/resendOTP`, {
      data: { userId: account.email, password: account.password },
      headers: await csrfOf(request),
    });
    expect(response.status(), await response.text()).toBe(200);
    sent = ((await response.json()) as { data: VerificationCodesSent }).data;
  };
  const mobile = `+${account.dialCode.replace('+', '')}${account.mobile}`;
  const emailOtp = await emailedCodeAfter(account.email, async () => {
    mobileOtp = await textedCodeAfter(request, mobile, askCodes);
  });
  const verified = await request.post(`${API_PREFIX}/auth/verifyOTP`, {
    data: { emailToken: sent?.email.token, emailOtp, mobileToken: sent?.mobile.token, mobileOtp },
    headers: await csrfOf(request),
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** An account created through the public API with its e-mail and mobile verified: it signs in. */
export async function signUpByApi(request: APIRequestContext, overrides: Record<string, string> = {}) {
  const account = await signUpUnverifiedByApi(request, overrides);
  await verifyContactsByApi(request, account);
  return account;
}

/** The details of a test that uses the demo Judge or Room1's state (see support/lanes.ts). */
export const ROOM1 = { tag: ROOM1_TAG };

/**
 * A Room1 walk that failed midway may leave a hearing in progress there, which would hold up its retry and every
 * walk after it ("Hear now" stays disabled): the Controller ends Room1's meeting, as from the control room.
 */
async function endRoom1MeetingAsController(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await openSessionAs(page, 'Controller');
    const { socket, granted } = await sessionSocket(page, baseURL);
    const ended = await granted(COURTROOM_EVENTS.endMeeting, { roomId: 'Room1' });
    socket.close();
    if (!ended.status) throw new Error(`Room1's meeting could not be ended: ${ended.message}`);
  } finally {
    await context.close();
  }
}

/**
 * A walk that records leaves its recording being finalised after it ends (a remux of seconds on a busy machine),
 * and the next walk would count it among the recordings it makes: this waits until none of Room1's is pending,
 * asked as the Controller's dashboard asks, by an API client of its own. One that failed stays failed until a
 * Retry and adds no recording.
 */
async function room1RecordingsSettled(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) {
  const controller = await playwright.request.newContext({ baseURL });
  try {
    await signInByApi(controller, 'Controller', await csrfOf(controller));
    const pendingInRoom1 = async () => {
      const response = await controller.get(`${API_PREFIX}/controlRoom/recordings`);
      const { data } = (await response.json()) as ApiSuccess<UnfinishedRecording[]>;
      return data.filter((recording) => recording.roomId === 'Room1' && recording.state === 'pending').length;
    };
    await expect.poll(pendingInRoom1, { timeout: 60_000 }).toBe(0);
  } finally {
    await controller.dispose();
  }
}

export const test = base.extend<{ accessibleAtEnd: void; room1LeftIdle: void }>({
  /** Every page keeps what its toasts said (support/toasts.ts). */
  context: async ({ context }, use) => {
    await context.addInitScript(recordToasts);
    await use(context);
  },
  /** Every test also checks the page it ends on, so no visited screen escapes the accessibility check. */
  accessibleAtEnd: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === 'passed' && page.url().startsWith('http')) await expectAccessible(page);
    },
    { auto: true },
  ],
  room1LeftIdle: [
    async ({ browser, playwright, baseURL }, use, testInfo) => {
      await use();
      if (!testInfo.tags.includes(ROOM1_TAG)) return;
      if (testInfo.status !== testInfo.expectedStatus)
        await endRoom1MeetingAsController(browser, baseURL ?? '');
      await room1RecordingsSettled(playwright, baseURL ?? '');
    },
    { auto: true },
  ],
});
