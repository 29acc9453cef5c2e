import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, signUpByApi } from '../fixtures';

/** A new Individual with an e-mail and mobile no other test uses: the account walks never touch the demo users. */
export async function freshAccount(request: APIRequestContext) {
  const unique = `${Date.now().toString().slice(-6)}${randomInt(100, 1000)}`;
  return signUpByApi(request, {
    email: `account${unique}@example.in`,
    mobile: `9${unique}`,
  });
}

/** Signs a fresh account in on this page and waits for its dashboard. */
export async function signInFresh(page: Page, request: APIRequestContext) {
  const account = await freshAccount(request);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return account;
}
