import { MESSAGES } from '@nyaya/shared';
import {
  ROOM1,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  signIn,
  signUpByApi,
  test,
  signInAs,
} from './fixtures.ts';
import { codeAndLinkOf, latestMailTo } from './support/mail.ts';
import {
  OTHER_CLIENT_ADDRESS,
  getFromOtherAddress,
  signInFromOtherAddress,
} from './support/other-address.ts';
import { expectToast } from './support/toasts.ts';

test.describe('administration (SuperAdmin)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'SuperAdmin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });

  // The new Judge sits in Room1's court room and opens their courtroom.
  test(
    'adds a Judge, who sets a password with the e-mailed code and signs in',
    ROOM1,
    async ({ page, browser }) => {
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('button', { name: 'Masters' }).click();
      await menu.getByRole('link', { name: 'Users' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();

      await page.getByRole('button', { name: 'Add user' }).click();
      const form = page.getByRole('dialog', { name: 'Add user' });
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText(MESSAGES.firstNameRequired)).toBeVisible();
      await expectAccessible(page);

      const unique = Date.now().toString().slice(-8);
      const email = `judge${unique}@example.in`;
      await form.getByLabel('First name').fill('Kiran');
      await form.getByLabel('Last name').fill('Desai');
      await form.getByLabel('E-mail').fill(email);
      await form.getByLabel('Mobile number').fill(`96${unique}`);
      await form.getByLabel('Role', { exact: true }).selectOption('Judge');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText(MESSAGES.courtRoomRequired)).toBeVisible();
      // Court rooms by name under their district and complex, never by their "n^m" code.
      const courtRoom = form.getByLabel('Court room');
      await expect(courtRoom.locator('optgroup').first()).toHaveAttribute(
        'label',
        'Central / Tis Hazari Courts',
      );
      await expect(courtRoom.locator('optgroup').first().locator('option').first()).toHaveText(
        'Court No. 1 (District & Sessions Judge)',
      );
      await expect(courtRoom.locator('option', { hasText: '^' })).toHaveCount(0);
      await courtRoom.selectOption({ index: 1 });
      await expect(
        form.getByText('Central / Tis Hazari Courts / Court No. 1 (District & Sessions Judge)'),
      ).toBeVisible();
      await form.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, MESSAGES.userCreated);
      await expect(form).toBeHidden();
      await page.getByLabel('Search users').fill(email);
      await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(
        'Central / Tis Hazari Courts / Court No. 1 (District & Sessions Judge)',
      );

      const { code, link } = codeAndLinkOf(await latestMailTo(email));
      const judgeContext = await browser.newContext();
      const judge = await judgeContext.newPage();
      await judge.goto(link);
      await expect(judge.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
      await judge.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
      await judge.getByRole('button', { name: 'Verify' }).click();
      await expect(judge.getByText(MESSAGES.otpWrong)).toBeVisible();
      await judge.getByLabel('Code').fill(code);
      await judge.getByRole('button', { name: 'Verify' }).click();

      await judge.getByLabel('New password', { exact: true }).fill('Kiran@2026');
      await judge.getByLabel('Confirm new password').fill('Kiran@2027');
      await judge.getByRole('button', { name: 'Save' }).click();
      await expect(judge.getByText(MESSAGES.newPasswordMismatch)).toBeVisible();
      await expectAccessible(judge);
      await judge.getByLabel('Confirm new password').fill('Kiran@2026');
      await judge.getByRole('button', { name: 'Save' }).click();
      await expect(judge.getByText(MESSAGES.passwordSet)).toBeVisible();

      await signIn(judge, email, 'Kiran@2026');
      await expect(judge.getByRole('heading', { level: 1, name: 'Judge Dashboard' })).toBeVisible();
      await judgeContext.close();
    },
  );

  test('edits and deactivates a user, who is then told at sign-in that the account is locked', async ({
    page,
    request,
    browser,
  }) => {
    const account = await signUpByApi(request);
    const name = `${account.firstName} ${account.lastName}`;
    await page.goto('/masters/manage-users');
    await page.getByLabel('Search users').fill(account.email);
    const row = page.getByRole('row', { name: new RegExp(account.email) });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit user' });
    await form.getByLabel('Last name').fill('P');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText(MESSAGES.addUserNameLength)).toBeVisible();
    await form.getByLabel('Last name').fill('Pillai');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, MESSAGES.userUpdated);
    const renamed = `${account.firstName} Pillai`;
    await expect(row).toContainText(renamed);

    await row.getByRole('button', { name: `Deactivate ${renamed}` }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate user' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expectToast(page, MESSAGES.userDeactivated);
    await expect(row).toContainText('Inactive');

    const userContext = await browser.newContext();
    const user = await userContext.newPage();
    await signIn(user, account.email, DEMO_PASSWORD);
    await expect(user.getByText(MESSAGES.accountLocked)).toBeVisible();
    await userContext.close();
  });

  test('adds a pause reason', async ({ page }) => {
    await page.goto('/masters/reasons');
    await expect(page.getByRole('heading', { level: 1, name: 'Reasons' })).toBeVisible();
    await page.getByRole('button', { name: 'Add reason' }).click();
    const form = page.getByRole('dialog', { name: 'Add reason' });
    await form.getByLabel('Reason').fill('P');
    await form.getByLabel('Message').fill('Power failure in the court room.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText(MESSAGES.reasonLength)).toBeVisible();
    const reason = `Power cut ${Date.now().toString().slice(-5)}`;
    await form.getByLabel('Reason').fill(reason);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, MESSAGES.saved);
    await expect(page.getByRole('row', { name: new RegExp(reason) })).toBeVisible();
  });

  test('sets the retention days', async ({ page }) => {
    await page.goto('/admin/RetentionDuration');
    await expect(page.getByRole('heading', { level: 1, name: 'Retention Duration' })).toBeVisible();
    const district = page.getByLabel('District court (days)');
    await expect(district).not.toHaveValue('');
    await district.fill('12a');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(MESSAGES.retentionDigits)).toBeVisible();
    await district.fill('60');
    await page.getByLabel('High court (days)').fill('120');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, MESSAGES.retentionSaved);
    await page.reload();
    await expect(page.getByLabel('District court (days)')).toHaveValue('60');
    await expect(page.getByLabel('High court (days)')).toHaveValue('120');
  });

  test('bans an IP address, whose next request is refused, and cannot ban its own', async ({
    page,
    baseURL,
  }) => {
    // An unknown user id: failures of a demo account would make its later sign-ins ask for a captcha.
    await signInFromOtherAddress(baseURL ?? '', 'ip-ban.walk@example.in', 'Wrong@12345');
    await page.goto('/admin/IpConfig');
    await expect(page.getByRole('heading', { level: 1, name: 'IP Configuration' })).toBeVisible();

    // The address in use is marked, and turning its ban on warns instead of asking: it would shut the
    // SuperAdmin out, and the server refuses it.
    const own = page.getByRole('switch', { name: 'Ban 127.0.0.1' });
    await expect(page.getByRole('row').filter({ has: own })).toContainText('127.0.0.1Your address');
    await own.click();
    const warning = page.getByRole('dialog', { name: '127.0.0.1 is the address you are using' });
    await expect(warning).toContainText(MESSAGES.cannotBanOwnIp);
    await expect(warning).toContainText('shut you out of Nyaya Live at once');
    await expect(warning.getByRole('button', { name: 'Ban', exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toBeHidden();
    await expect(own).not.toBeChecked();

    // Another address: a ban asks first, and Cancel leaves the address alone.
    const other = page.getByRole('switch', { name: `Ban ${OTHER_CLIENT_ADDRESS}` });
    await expect(page.getByRole('row').filter({ has: other })).not.toContainText('Your address');
    await other.click();
    const confirm = page.getByRole('dialog', { name: `Ban ${OTHER_CLIENT_ADDRESS}?` });
    await expect(confirm).toContainText('for everyone who uses this address');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(other).not.toBeChecked();

    await other.click();
    await confirm.getByRole('button', { name: 'Ban', exact: true }).click();
    await expectToast(page, MESSAGES.ipStatusUpdated);
    await expect(other).toBeChecked();
    const refused = await getFromOtherAddress(baseURL ?? '', '/api/v1/health');
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({
      status: false,
      code: 'ipBanned',
      message: MESSAGES.ipBanned,
    });

    await other.click();
    await expect(other).not.toBeChecked();
    // The switch turns before the server has lifted the ban: ask until it has.
    await expect
      .poll(async () => (await getFromOtherAddress(baseURL ?? '', '/api/v1/health')).status)
      .toBe(200);
  });
});
