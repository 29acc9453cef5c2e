import { MESSAGES } from '@nyaya/shared';
import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, signInAs, signUpByApi, test } from './fixtures.ts';
import { verificationCodesAfter } from './support/verification-codes.ts';
import { saveShot } from './support/shots.ts';

const PASSWORD = 'Kiran@2025';

/**
 * A new Advocate through the sign-up form, with an enrollment number and contacts no other test uses, who enters
 * the codes sent to their e-mail and mobile and is signed in.
 */
async function signUpAdvocate(page: Page, firstName: string) {
  const unique = `${Date.now()}`.slice(-5);
  const applicant = {
    name: `${firstName} Bedi`,
    enrollmentNumber: `V/${unique}/2025`,
    email: `${firstName.toLowerCase()}${unique}@example.in`,
    mobile: `96000${unique}`,
  };
  await page.goto('/signup');
  await page.getByLabel('Advocate').check();
  await page.getByLabel('Enrollment number').fill(applicant.enrollmentNumber);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Bedi');
  await page.getByLabel('E-mail').fill(applicant.email);
  await page.getByLabel('Mobile number').fill(applicant.mobile);
  await page.getByLabel('Address line 1').fill('7 Patiala House');
  await page.getByLabel('Pin code').fill('110001');
  await page.getByLabel('State').selectOption('Delhi');
  await page.getByLabel('City').fill('New Delhi');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const { emailCode, mobileCode } = await verificationCodesAfter(
    page.request,
    { email: applicant.email, mobile: `+91${applicant.mobile}` },
    () => page.getByRole('button', { name: 'Sign up' }).click(),
  );
  await expect(page.getByText(MESSAGES.signedUpVerify)).toBeVisible();
  await page.getByLabel('Code sent to your e-mail').fill(emailCode);
  await page.getByLabel('Code sent to your mobile').fill(mobileCode);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return applicant;
}

/** The Controller, in a browser of their own, on the verification page. */
async function controllerOnVerificationPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, 'Controller');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Verify Advocates' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Advocate Verification' })).toBeVisible();
  return page;
}

test('a new Advocate waits for the control room, which checks the roll and verifies them', async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('The config gives every test a baseURL');
  const applicant = await signUpAdvocate(page, 'Kiran');
  await expect(page.getByRole('heading', { level: 1, name: 'Advocate Dashboard' })).toBeVisible();
  const note = page.getByText(MESSAGES.advocateAwaitingVerification);
  await expect(note).toBeVisible();
  await page.goto('/live-sessions');
  await expect(note).toBeVisible();

  const controller = await controllerOnVerificationPage(browser, baseURL);
  const row = controller.getByRole('row', { name: new RegExp(applicant.enrollmentNumber) });
  for (const detail of [
    applicant.name,
    applicant.email,
    `+91 ${applicant.mobile}`,
    '7 Patiala House, 110001, New Delhi, Delhi',
  ]) {
    await expect(row).toContainText(detail);
  }
  await expectAccessible(controller);
  await saveShot(controller, 'advocate-verification');

  await row.getByRole('button', { name: `Verify ${applicant.name}` }).click();
  const dialog = controller.getByRole('dialog', { name: 'Verify enrollment' });
  await expect(dialog).toContainText('Bar Council roll');
  await expect(dialog).toContainText(applicant.email);
  await expectAccessible(controller);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(controller.getByText(MESSAGES.advocateVerified)).toBeVisible();
  await expect(row).toHaveCount(0);

  await controller.getByRole('tab', { name: 'Verified' }).click();
  await expect(controller.getByRole('row', { name: new RegExp(applicant.enrollmentNumber) })).toContainText(
    'by Kavita Rao',
  );
  await controller.context().close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Live Sessions' })).toBeVisible();
  await expect(note).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Advocate Dashboard' })).toBeVisible();
  await expect(note).toHaveCount(0);
});

test('rejecting needs a reason, deactivates the account, and lists it as rejected', async ({
  page,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('The config gives every test a baseURL');
  const applicant = await signUpAdvocate(page, 'Gopal');
  const controller = await controllerOnVerificationPage(browser, baseURL);
  const row = controller.getByRole('row', { name: new RegExp(applicant.enrollmentNumber) });
  await row.getByRole('button', { name: `Reject ${applicant.name}` }).click();
  const dialog = controller.getByRole('dialog', { name: 'Reject enrollment' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText(MESSAGES.advocateRejectNoteRequired)).toBeVisible();
  await dialog.getByLabel('Reason').fill('Not on the Delhi roll');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(controller.getByText(MESSAGES.advocateRejected)).toBeVisible();
  await expect(row).toHaveCount(0);
  await controller.getByRole('tab', { name: 'Rejected' }).click();
  await expect(controller.getByRole('row', { name: new RegExp(applicant.enrollmentNumber) })).toBeVisible();
  await controller.context().close();

  await signIn(page, applicant.email, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
});

test('the queue flags an applicant whose enrollment number looks like a verified advocate’s', async ({
  request,
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('The config gives every test a baseURL');
  const unique = `${Date.now()}`.slice(-5);
  const advocate = (firstName: string, enrollmentNumber: string, serial: string) =>
    signUpByApi(request, {
      role: 'Advocate',
      enrollmentNumber,
      firstName,
      lastName: 'Saini',
      email: `${firstName.toLowerCase()}${unique}@example.in`,
      mobile: `96${serial}00${unique}`,
    });
  const original = await advocate('Tara', `E/${unique}/25`, '1');
  // The same number but for its separators and a leading zero.
  const alike = await advocate('Tarun', `E-0${unique}-25`, '2');

  const controller = await controllerOnVerificationPage(browser, baseURL);
  await controller
    .getByRole('row', { name: new RegExp(original.enrollmentNumber) })
    .getByRole('button', { name: 'Verify Tara Saini' })
    .click();
  await controller
    .getByRole('dialog', { name: 'Verify enrollment' })
    .getByRole('button', { name: 'Verify' })
    .click();
  await expect(controller.getByText(MESSAGES.advocateVerified)).toBeVisible();

  const flagged = controller.getByRole('row', { name: new RegExp(alike.enrollmentNumber) });
  await expect(flagged).toContainText(`Looks like ${original.enrollmentNumber}, verified for Tara Saini`);
  await expectAccessible(controller);
  await flagged.getByRole('button', { name: 'Verify Tarun Saini' }).click();
  await expect(controller.getByRole('dialog', { name: 'Verify enrollment' })).toContainText(
    `Looks like ${original.enrollmentNumber}`,
  );
  await controller.context().close();
});
