import { MESSAGES, SIGN_IN_CAPTCHA } from '@nyaya/shared';
import {
  DEMO_ACCOUNTS,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  signIn,
  signUpUnverifiedByApi,
  test,
} from './fixtures.ts';
import { freshAccount } from './support/account.ts';
import { expectLayoutEverywhere } from './support/layout.ts';
import { TEXTS, messageIn, pageLanguage } from './support/locale-texts.ts';
import { verificationCodesAfter, wrongCode } from './support/verification-codes.ts';
import { saveShot } from './support/shots.ts';

const VERIFY_STEP = { level: 1, name: 'Verify your e-mail and mobile' } as const;

test.describe('sign-in', () => {
  test('refuses a wrong password with one generic message', async ({ page, request }) => {
    // Not a demo account: its failures would make the other specs' sign-ins ask for a captcha.
    const account = await freshAccount(request);
    await signIn(page, account.email, 'Wrong@12345');
    const refusal = page.getByRole('alert').filter({ hasText: MESSAGES.invalidCredentials });
    await expect(refusal).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // Nothing is locked: the user is told the check comes next, and where to set a new password.
    await expect(refusal).toContainText('After one more wrong password you will be asked to solve a check');
    await expect(refusal.getByRole('link', { name: 'Set a new password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    // The refusal was of what was typed then: correcting the password takes it away.
    await page.getByLabel('Password', { exact: true }).fill('Wrong@1234');
    await expect(page.getByText(MESSAGES.invalidCredentials)).toBeHidden();
  });

  test('signs in with the mobile number too, however it is written', async ({ page }) => {
    const { mobile } = DEMO_ACCOUNTS.Individual;
    await signIn(page, `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
  });

  test('after two wrong passwords the check appears; solved in the browser, the right password signs in', async ({
    page,
    request,
  }) => {
    const account = await freshAccount(request);
    await page.goto('/');
    await page.getByLabel('E-mail or mobile number').fill(account.email);
    const password = page.getByLabel('Password', { exact: true });
    const check = page.getByText("I'm not a robot");
    for (let attempt = 1; attempt <= SIGN_IN_CAPTCHA.afterFailures; attempt++) {
      await expect(check).toBeHidden();
      await password.fill('Wrong@12345');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText(MESSAGES.invalidCredentials)).toBeVisible();
    }
    await expect(check).toBeVisible();

    // Unsolved, the server asks for it before it looks at the password.
    await password.fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(MESSAGES.signInCaptchaRequired)).toBeVisible();
    // The widget draws its own box over the checkbox, so the click goes to its label, as a person's would.
    await check.click();
    await expect(page.getByText('Verified')).toBeVisible({ timeout: 30_000 });
    await saveShot(page, 'login-captcha');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('route guards', () => {
  test('a signed-out user is sent to / and the private entry is replaced in history', async ({ page }) => {
    await page.goto('/signup');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a signed-in user opening a public page goes to the dashboard', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.Advocate.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unknown path shows No Page Found. with the way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText(MESSAGES.noPageFound)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('the session survives a reload', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.Controller.email);
    await expect(page.getByRole('heading', { level: 1, name: 'Control Room Dashboard' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Control Room Dashboard' })).toBeVisible();
  });
});

test.describe('signup', () => {
  // The form's own rules (each field missing, the confirmation, the enrollment number) have a component test
  // (signup-form.test.tsx).
  test('an advocate signs up, verifies the e-mail and mobile by code and is signed in', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await page.goto('/signup');
    await expectAccessible(page);
    await page.getByLabel('Advocate').check();

    const unique = Date.now().toString().slice(-8);
    const email = `meera${unique}@example.in`;
    const mobile = `97${unique}`;
    await page.getByLabel('Enrollment number').fill(`D/${unique.slice(-4)}/2024`);
    await page.getByLabel('First name').fill('Meera');
    await page.getByLabel('Last name').fill('Sharma');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Address line 1').fill('4 Lawyers Chambers');
    await page.getByLabel('Pin code').fill('110003');
    await page.getByLabel('State').selectOption('Delhi');
    await page.getByLabel('City').fill('New Delhi');
    await page.getByLabel('Password', { exact: true }).fill('Meera@2024');
    await page.getByLabel('Confirm password').fill('Meera@2024');
    // Signed up, the page asks for the codes at once: the step shows where they went.
    const codes = await verificationCodesAfter(request, { email, mobile: `+91${mobile}` }, () =>
      page.getByRole('button', { name: 'Sign up' }).click(),
    );
    await expect(page.getByRole('heading', VERIFY_STEP)).toBeVisible();
    await expect(page.getByText(MESSAGES.signedUpVerify)).toBeVisible();
    await expect(page.getByText(`sent to ${email} and another to +91 ${mobile}`)).toBeVisible();
    const emailBox = page.getByLabel('Code sent to your e-mail');
    const mobileBox = page.getByLabel('Code sent to your mobile');
    await expect(emailBox).toBeFocused();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(emailBox).toHaveAccessibleDescription(MESSAGES.otpSixDigits);
    // A wrong code is refused under its own box; the other one stays as typed.
    await emailBox.fill(codes.emailCode);
    await mobileBox.fill(wrongCode(codes.mobileCode));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(mobileBox).toHaveAccessibleDescription(MESSAGES.otpWrong);
    await expect(emailBox).toHaveValue(codes.emailCode);

    // Left before the codes are right and signed in again from another browser (nothing of the first one's kept
    // there), with the mobile this time: the step is back with the boxes for the codes already received, which
    // the server hands back to the right password; no new codes are sent (they would void these) and nothing is
    // refused as too soon.
    const elsewhere = await (await browser.newContext({ baseURL })).newPage();
    const answers: { status: number; earlier?: boolean }[] = [];
    const consoleErrors: string[] = [];
    elsewhere.on('response', async (answer) => {
      if (!answer.url().endsWith('/auth/resendOTP')) return;
      const body = (await answer.json()) as { data?: { earlier: boolean } };
      answers.push({ status: answer.status(), earlier: body.data?.earlier });
    });
    elsewhere.on('console', (message) => {
      // The browser logs the refusals this walk asks for: the sign-in's (403) and the wrong code's (400).
      const asked = /\/auth\/(login|verifyOTP)$/.test(message.location().url);
      if (message.type() === 'error' && !asked) consoleErrors.push(message.text());
    });
    await signIn(elsewhere, mobile, 'Meera@2024');
    await expect(elsewhere.getByRole('heading', VERIFY_STEP)).toBeVisible();
    await expect(elsewhere.getByText(MESSAGES.contactsUnverified)).toBeVisible();
    const emailBoxElsewhere = elsewhere.getByLabel('Code sent to your e-mail');
    const mobileBoxElsewhere = elsewhere.getByLabel('Code sent to your mobile');
    await expect(emailBoxElsewhere).toBeFocused();
    await expect(mobileBoxElsewhere).toBeVisible();
    await expect(
      elsewhere.getByText(`Enter the codes sent earlier to ${email} and +91 ${mobile}`),
    ).toBeVisible();
    // Resend OTP once what was left of the interval from those codes has passed (3 s in the walks).
    await expect(elsewhere.getByRole('button', { name: 'Resend OTP', exact: true })).toBeEnabled();
    await saveShot(elsewhere, 'verify-again');
    await elsewhere.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(elsewhere);
    await saveShot(elsewhere, 'verify-again-360');
    await expectAccessible(elsewhere);

    await emailBoxElsewhere.fill(codes.emailCode);
    await mobileBoxElsewhere.fill(wrongCode(codes.mobileCode));
    await elsewhere.getByRole('button', { name: 'Verify' }).click();
    await expect(mobileBoxElsewhere).toHaveAccessibleDescription(MESSAGES.otpWrong);
    await mobileBoxElsewhere.fill(codes.mobileCode);
    await elsewhere.getByRole('button', { name: 'Verify' }).click();
    await expect(elsewhere.getByText(MESSAGES.contactsVerified)).toBeVisible();
    await expect(elsewhere).toHaveURL(/\/dashboard$/);
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Advocate Dashboard' })).toBeVisible();
    expect(answers).toEqual([{ status: 200, earlier: true }]);
    expect(consoleErrors).toEqual([]);
    await elsewhere.context().close();
  });

  test('signing in to an account whose e-mail and mobile are not verified asks for their codes', async ({
    page,
    request,
  }) => {
    const account = await signUpUnverifiedByApi(request);
    const codes = await verificationCodesAfter(
      request,
      { email: account.email, mobile: `+91${account.mobile}` },
      () => signIn(page, account.email, account.password),
    );
    await expect(page.getByRole('heading', VERIFY_STEP)).toBeVisible();
    await expect(page.getByText(MESSAGES.contactsUnverified)).toBeVisible();
    await expect(page.getByLabel('Code sent to your e-mail')).toBeFocused();
    await expectAccessible(page);

    await page.getByLabel('Code sent to your e-mail').fill(codes.emailCode);
    await page.getByLabel('Code sent to your mobile').fill(codes.mobileCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Dashboard' })).toBeVisible();
  });

  test('the country is asked once, named with its dial code and no flag; an empty State is to be selected (issue 37)', async ({
    page,
  }) => {
    await page.goto('/signup');
    const country = page.locator('#signup-country');
    const state = page.locator('#signup-state');
    const regionName = (code: string) =>
      page.evaluate(
        (region) => new Intl.DisplayNames([document.documentElement.lang], { type: 'region' }).of(region),
        code,
      );
    await expectLayoutEverywhere(page, 'signup-country-state', async () => {
      const language = await pageLanguage(page);
      await expect(country.locator('option:checked')).toHaveText(`${await regionName('IN')} (+91)`);
      // The list is India alone until the phone-number library loads (lib/use-countries.ts): wait for the rest.
      await expect(country.locator('option', { hasText: `${await regionName('NP')} (+977)` })).toHaveCount(1);
      const options = await country.locator('option').allTextContents();
      // No flag emoji (two empty boxes where there is no emoji font), and no second field for the dial code.
      expect(options.filter((option) => /[\u{1F1E6}-\u{1F1FF}]/u.test(option))).toEqual([]);
      await expect(page.getByLabel(/Dial code|डायल कोड/)).toHaveCount(0);
      await page.getByRole('button', { name: TEXTS[language].auth.signup.submit }).click();
      await expect(state).toHaveAccessibleDescription(messageIn(language, 'stateRequired'));
    });
    await saveShot(page, 'signup-country-state');
  });

  test('a mobile that is already registered is refused on that field', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Individual').check();
    await page.getByLabel('First name').fill('Ravi');
    await page.getByLabel('Last name').fill('Kumar');
    await page.getByLabel('E-mail').fill(`ravi${Date.now()}@example.in`);
    await page.getByLabel('Mobile number').fill(DEMO_ACCOUNTS.Judge.mobile);
    await page.getByLabel('Address line 1').fill('9 Main Bazaar');
    await page.getByLabel('Pin code').fill('110006');
    await page.getByLabel('State').selectOption('Delhi');
    await page.getByLabel('City').fill('Delhi');
    await page.getByLabel('Password', { exact: true }).fill('Ravi@20245');
    await page.getByLabel('Confirm password').fill('Ravi@20245');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText(MESSAGES.mobileTaken)).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });
});
