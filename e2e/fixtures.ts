import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import {
  API_PREFIX,
  CSRF_COOKIE,
  CSRF_HEADER,
  DEMO_PASSWORD,
  ROLES,
  demoAccount,
  type Role,
} from '@nyaya/shared';
import { VALID_ADVOCATE_SIGNUP } from '@nyaya/shared/testing';

export { expect };

export { DEMO_PASSWORD };

/** Each role's demo account (e-mail and mobile) as `npm start` seeds it. */
export const DEMO_ACCOUNTS = Object.fromEntries(ROLES.map((role) => [role, demoAccount(role)])) as Record<
  Role,
  ReturnType<typeof demoAccount>
>;

/** Fails on serious or critical WCAG 2.1 A/AA violations of the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
    );
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}

export async function signIn(page: Page, userId: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByLabel('E-mail or mobile number').fill(userId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Creates an account through the public API (as a second device would), for tests that must not touch the demo users. */
export async function signUpByApi(request: APIRequestContext, overrides: Record<string, string> = {}) {
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
  await request.get(`${API_PREFIX}/auth/csrf`);
  const { cookies } = await request.storageState();
  const csrf = cookies.find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '';
  const response = await request.post(`${API_PREFIX}/auth/signup`, {
    data: account,
    headers: { [CSRF_HEADER]: csrf },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Every test also checks the page it ends on, so no visited screen escapes the accessibility check. */
export const test = base.extend<{ accessibleAtEnd: void }>({
  accessibleAtEnd: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === 'passed' && page.url().startsWith('http')) await expectAccessible(page);
    },
    { auto: true },
  ],
});
