import { randomInt } from 'node:crypto';
import { API_PREFIX, type PublicUser } from '@nyaya/shared';
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signUpByApi } from '../fixtures.ts';
import { hearingsOf } from './courtroom-flow.ts';
import { csrfHeaders } from './session-api.ts';

/** An Advocate signed in in a browser context of their own; the page has not been anywhere yet. */
export type SignedInAdvocate = { context: BrowserContext; page: Page; user: PublicUser };

/** Opens a session through the API in the page's context (the page stays where it is): the signed-in user. */
async function openSession(page: Page, userId: string, password: string): Promise<PublicUser> {
  const response = await page.request.post(`${API_PREFIX}/auth/login`, {
    data: { userId, password },
    headers: await csrfHeaders(page),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: PublicUser }).data;
}

/** The demo Advocate, whose enrollment the demo cause list names in OWN_CASE, signed in in `context`. */
export async function demoAdvocate(context: BrowserContext): Promise<SignedInAdvocate> {
  const page = await context.newPage();
  return { context, page, user: await openSession(page, DEMO_ACCOUNTS.Advocate.email, DEMO_PASSWORD) };
}

/**
 * A new Advocate, signed up through the public API with an enrollment number, e-mail and mobile no other test
 * uses, verified by the `controller` page's session (the roll check of the Verify Advocates page, through the
 * API it calls) and signed in in `context`. Verified before their page loads anything, so it never sees them
 * awaiting verification.
 */
export async function verifiedAdvocate(
  context: BrowserContext,
  controller: Page,
  firstName: string,
): Promise<SignedInAdvocate> {
  const page = await context.newPage();
  const account = await signUpByApi(context.request, {
    role: 'Advocate',
    enrollmentNumber: `D/${randomInt(10_000, 100_000)}/2025`,
    firstName,
    lastName: 'Advocate',
    email: `${firstName.toLowerCase()}${randomInt(1_000_000)}@example.in`,
    mobile: `97${randomInt(10_000_000, 100_000_000)}`,
  });
  const user = await openSession(page, account.email, account.password);
  const verified = await controller.request.post(`${API_PREFIX}/advocates/${user.id}/verify`, {
    headers: await csrfHeaders(controller),
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { context, page, user };
}

/**
 * The Judge, with the cause list open, lets an advocate the cause list does not name wait for a hearing
 * ("Allow another advocate", by enrollment number).
 */
export async function allowAdvocate(judge: Page, caseNumber: string, enrollmentNumber: string) {
  const causeList = judge.getByRole('complementary', { name: 'Cause List' });
  const entry = causeList.getByRole('listitem').filter({ hasText: caseNumber });
  await entry.getByRole('button', { name: 'Allow another advocate' }).click();
  const enrollment = entry.getByLabel(/Enrollment number of the advocate/);
  await enrollment.fill(enrollmentNumber);
  await entry.getByRole('button', { name: 'Allow to wait' }).click();
  // The form closes once the server allowed them (its toast lasts 3 s: on a busy machine, too short to check).
  await expect(enrollment).toBeHidden();
}

/** The Advocate waits in the lobby of their hearing of `cnr` today. */
export async function waitInLobby(advocate: Page, cnr: string) {
  const [hearing] = await hearingsOf(advocate, cnr);
  await advocate.goto(`/advocatelobby?hearing=${hearing?.hearingId}&cnr=${cnr}`);
  // On a busy machine the lobby (its camera preview, its socket) may take more than the usual 10 s.
  await expect(advocate.getByText('Waiting for the judge to admit you.')).toBeVisible({ timeout: 20_000 });
}

/**
 * The Judge admits one of the waiting advocates, by name. One at a time: the waiting strip scrolls sideways, so
 * a click on one card moves the others under a click meant for them.
 */
export async function admit(judge: Page, name: string) {
  const waitingStrip = judge.getByRole('region', { name: /Waiting advocates/ });
  await waitingStrip.getByRole('button', { name: `Admit ${name}` }).click();
  const card = waitingStrip.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByText('Admitted — waiting for them to accept')).toBeVisible();
}

/**
 * The admitted Advocate accepts in their lobby, and closes the lobby tab once the meeting tab opened (its camera
 * preview would only load a small machine further): resolves with the meeting tab, its media maybe on its way.
 */
export async function acceptIntoMeeting(lobby: Page): Promise<Page> {
  const [meeting] = await Promise.all([
    lobby.context().waitForEvent('page'),
    lobby.getByRole('button', { name: 'Accept' }).click(),
  ]);
  await expect(meeting).toHaveURL(/\/meeting\?room=Room1$/);
  await lobby.close();
  return meeting;
}
