import { API_PREFIX, MESSAGES } from '@nyaya/shared';
import { expect, expectAccessible, signIn, signInAs, test } from './fixtures';
import { freshAccount } from './support/account';
import { csrfHeaders } from './support/session-api';
import { saveShot } from './support/shots.ts';
import { expectToast } from './support/toasts.ts';

test.describe('/transactions', () => {
  test('a user sees where they are signed in and what happened to the account, and signs the other browser out', async ({
    page,
    browser,
    request,
  }) => {
    const account = await freshAccount(request);
    const elsewhere = await browser.newPage();
    await signIn(elsewhere, account.email, account.password);
    await expect(elsewhere).toHaveURL(/\/dashboard$/);
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // A code to change the e-mail, then (after the resend interval) a newer one: the first is replaced, never used.
    const newEmail = `new.${account.email}`;
    const sendCode = async () =>
      (
        await page.request.post(`${API_PREFIX}/users/profile/sendEmailVerificationContact`, {
          data: { email: newEmail, oldEmail: account.email },
          headers: await csrfHeaders(page),
        })
      ).status();
    expect(await sendCode()).toBe(200);
    await expect.poll(sendCode, { intervals: [1_000], timeout: 15_000 }).toBe(200);

    await page.goto('/settings');
    await page.getByRole('link', { name: /Account Activity/ }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Activity' })).toBeVisible();

    const sessions = page.getByRole('table', { name: 'Your signed-in sessions, this device first' });
    await expect(sessions.getByRole('row')).toHaveCount(3);
    await expect(sessions.getByRole('row').nth(1)).toContainText('This device');
    await expect(sessions.getByRole('row').nth(1)).toContainText('on Linux');
    const events = page.getByRole('table', { name: 'Sign-ins and account changes' });
    await expect(events.getByRole('cell', { name: 'Signed in', exact: true })).toHaveCount(2);
    // Signing up sent a code to the e-mail and one to the mobile, each used to verify it.
    const codes = page.getByRole('table', { name: 'Codes sent to you' });
    await expect(codes.getByRole('row', { name: /Verifying your e-mail/ })).toContainText(account.email);
    await expect(codes.getByRole('row', { name: /Verifying your mobile number/ })).toBeVisible();
    const emailChange = codes.getByRole('row', { name: /Changing your e-mail/ });
    await expect(emailChange).toHaveCount(2);
    await expect(emailChange.nth(0)).toContainText('Waiting to be entered');
    await expect(emailChange.nth(1)).toContainText('Replaced by a newer code');
    await expect(page.getByRole('table', { name: 'Recordings you viewed' })).toContainText(
      MESSAGES.noRecordsFound,
    );
    await expectAccessible(page);
    // Longer than the window, the page has the sidebar's colour all the way down, in a full-page screenshot too.
    const heights = await page.evaluate(() => {
      const shell = document.querySelector('.app-shell') as Element;
      return {
        page: document.documentElement.scrollHeight,
        window: window.innerHeight,
        sidebarColour: Number.parseFloat(getComputedStyle(shell, '::before').height),
      };
    });
    expect(heights.page).toBeGreaterThan(heights.window);
    expect(heights.sidebarColour).toBeGreaterThanOrEqual(heights.page);
    await saveShot(page, 'transactions');

    await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out all other sessions?' });
    await expect(dialog).toContainText('The other session will be signed out at once');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Sign out all other sessions' }).click();
    await expectToast(page, MESSAGES.otherSessionsSignedOut);
    await expect(sessions.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
    await expect(events.getByRole('row').nth(1)).toContainText('Other sessions signed out');

    // The other browser is told at once and goes back to the sign-in page.
    await expect(elsewhere.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await elsewhere.close();
  });

  test('an Individual’s archival requests and their decisions are part of it', async ({ page }) => {
    await signInAs(page, 'Individual', '/transactions');
    const requests = page.getByRole('table', { name: 'Your archival requests' });
    // The demo's approved request (other walks may add requests of the same case beside it).
    const approved = requests.getByRole('row').filter({ hasText: 'Certified copy issued' });
    await expect(approved).toContainText('DLND010000222024');
    await expect(approved).toContainText('Approved');
    await expectAccessible(page);
  });

  test('a Reader, who asks for no archived hearing, has no archival section', async ({ page }) => {
    await signInAs(page, 'Reader', '/transactions');
    await expect(page.getByRole('heading', { level: 2, name: 'Where you are signed in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Archival Requests' })).toHaveCount(0);
  });
});
