import {
  API_PREFIX,
  CONTACT_CODES_PER_DAY,
  MESSAGES,
  UNVERIFIED_ACCOUNT_TTL_HOURS,
  demoAccount,
  type VerificationCodesSent,
} from '@nyaya/shared';
import { VALID_ADVOCATE_SIGNUP } from '@nyaya/shared/testing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges, users } from '../../core/db/schema/index.ts';
import { clientAs } from '../../test/client.ts';
import { nextIp, post, signIn } from '../../test/http.ts';
import { mobileCodeTarget, newestCodeTo, verifyContacts } from '../../test/signup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { solvedCaptcha } from '../../test/fixtures/account.ts';
import { removeStaleUnverifiedAccounts } from '../users/unverified-accounts.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
/** A sign-up of an Individual, with its own e-mail and mobile unless told otherwise. */
function person(overrides: Record<string, string> = {}) {
  serial += 1;
  const account = {
    ...VALID_ADVOCATE_SIGNUP,
    role: 'Individual',
    enrollmentNumber: undefined,
    email: `claim${serial}@example.in`,
    mobile: `93300000${String(serial).padStart(2, '0')}`,
    password: `Claim@${serial}2024`,
    ...overrides,
  };
  return { ...account, confirmPassword: account.password };
}

const signUp = (body: object) => post(t.app, '/auth/signup', body, { ip: nextIp() });
const askCodes = (userId: string, password: string) =>
  post(t.app, '/auth/resendOTP', { userId, password }, { ip: nextIp() });
const accountsWith = async (column: 'email' | 'mobile', value: string) =>
  (await t.db.select({ total: count() }).from(users).where(eq(users[column], value)))[0]?.total ?? 0;
const accountOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
const outboxSize = async () =>
  (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/dev/outbox` })).json<{ data: unknown[] }>().data
    .length;

describe('an unverified sign-up claims nothing', () => {
  it('lets a second sign-up use the same mobile and e-mail, and each asks for its own codes', async () => {
    const squatter = person();
    const owner = person({ email: squatter.email, mobile: squatter.mobile });
    expect((await signUp(squatter)).statusCode).toBe(201);

    const second = await signUp(owner);
    expect(second.statusCode, second.body).toBe(201);
    expect(await accountsWith('mobile', squatter.mobile)).toBe(2);

    for (const { password } of [squatter, owner]) {
      const asked = await askCodes(squatter.mobile, password);
      expect(asked.statusCode, asked.body).toBe(200);
    }
    const wrong = await askCodes(squatter.email, 'Nobody@2024');
    expect(wrong.statusCode).toBe(401);
  });

  it('keeps the contact for whoever verifies first and removes the other unverified account then', async () => {
    const squatter = person();
    const owner = person({ mobile: squatter.mobile });
    expect((await signUp(squatter)).statusCode).toBe(201);
    const squatterCodes = (await askCodes(squatter.email, squatter.password)).json<{
      data: VerificationCodesSent;
    }>().data;
    expect((await signUp(owner)).statusCode).toBe(201);

    await verifyContacts(t.app, owner.email, owner.password);
    expect(await accountOf(squatter.email)).toBeUndefined();
    expect(await accountsWith('mobile', owner.mobile)).toBe(1);
    expect((await signIn(t.app, owner.mobile, owner.password, nextIp())).statusCode).toBe(200);

    // The squatter's codes died with the account; their credentials open nothing.
    const late = await post(
      t.app,
      '/auth/verifyOTP',
      {
        emailToken: squatterCodes.email.token,
        emailOtp: await newestCodeTo(t.app, squatterCodes.email.to),
        mobileToken: squatterCodes.mobile.token,
        mobileOtp: '000000',
      },
      { ip: nextIp() },
    );
    expect(late.statusCode).toBe(400);
    expect((await askCodes(squatter.email, squatter.password)).statusCode).toBe(401);
  });

  it('still refuses a verified account’s e-mail and mobile with 409, as before', async () => {
    const verified = person();
    expect((await signUp(verified)).statusCode).toBe(201);
    await verifyContacts(t.app, verified.email, verified.password);
    for (const [field, change, message] of [
      ['mobile', { mobile: verified.mobile }, MESSAGES.mobileTaken],
      ['email', { email: verified.email.toUpperCase() }, MESSAGES.emailTaken],
    ] as const) {
      const response = await signUp(person(change));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(refusal(message, field));
    }
  });

  it('lets a verified user take a mobile an unverified sign-up holds, which is removed then', async () => {
    const squatter = person({ mobile: '9330009999' });
    expect((await signUp(squatter)).statusCode).toBe(201);
    const individual = await clientAs(t.app, 'Individual');
    const body = {
      oldMobile: demoAccount('Individual').mobile,
      newMobile: squatter.mobile,
      dialCode: '91',
      consent: true,
    };
    const sent = await individual.post('/users/profile/mobileUpdate', body);
    expect(sent.statusCode, sent.body).toBe(200);
    const otp = await newestCodeTo(t.app, `+91${squatter.mobile}`);
    const saved = await individual.post('/users/profile/verifyOtp', {
      ...body,
      otp,
      token: sent.json().data.token,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await accountOf(squatter.email)).toBeUndefined();
  });

  it('sends an unverified account no reset code: it gets the decoy answer', async () => {
    const unverified = person();
    expect((await signUp(unverified)).statusCode).toBe(201);
    const response = await post(
      t.app,
      '/users/settings/forgetPassword',
      { userId: unverified.mobile, captchaValue: await solvedCaptcha(t.app) },
      { ip: nextIp() },
    );
    expect(response.statusCode).toBe(200);
    const account = await accountOf(unverified.email);
    const codes = await t.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.userId, account?.id ?? ''));
    expect(codes).toEqual([]);
  });
});

describe('unverified accounts expire', () => {
  it(`removes an account not verified within ${UNVERIFIED_ACCOUNT_TTL_HOURS} hours, and keeps younger and verified ones`, async () => {
    const stale = person();
    const verified = person();
    for (const body of [stale, verified]) expect((await signUp(body)).statusCode).toBe(201);
    await verifyContacts(t.app, verified.email, verified.password);
    const hour = 60 * 60 * 1000;

    const signedUpAt = (await accountOf(stale.email))?.createdAt.getTime() ?? 0;
    expect(await removeStaleUnverifiedAccounts(t.db, new Date(signedUpAt + 23 * hour))).toBe(0);
    expect(await accountOf(stale.email)).toBeDefined();

    const removed = await removeStaleUnverifiedAccounts(t.db, new Date(signedUpAt + 24 * hour + 60_000));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await accountOf(stale.email)).toBeUndefined();
    expect(await accountOf(verified.email)).toBeDefined();
    expect((await askCodes(stale.email, stale.password)).statusCode).toBe(401);
    expect((await signUp(person({ mobile: stale.mobile, email: stale.email }))).statusCode).toBe(201);
  });
});

describe('codes to a contact no one has verified are capped per day', () => {
  it(`sends ${CONTACT_CODES_PER_DAY} a day to one mobile, whoever asks, then answers 429 and sends nothing`, async () => {
    const mobile = '9330007777';
    const accounts = Array.from({ length: CONTACT_CODES_PER_DAY + 1 }, () => person({ mobile }));
    for (const account of accounts) expect((await signUp(account)).statusCode).toBe(201);
    for (const account of accounts.slice(0, CONTACT_CODES_PER_DAY)) {
      const asked = await askCodes(account.email, account.password);
      expect(asked.statusCode, asked.body).toBe(200);
      expect(mobileCodeTarget(asked.json().data)).toBe(`+91${mobile}`);
    }

    const before = await outboxSize();
    const last = accounts[CONTACT_CODES_PER_DAY];
    const refused = await askCodes(last?.email ?? '', last?.password ?? '');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: false,
      code: 'contactCodesDailyLimit',
      message: MESSAGES.contactCodesDailyLimit,
    });

    // A signed-in user moving to that number is refused the same way.
    const judge = await clientAs(t.app, 'Judge');
    const moving = await judge.post('/users/profile/mobileUpdate', {
      oldMobile: demoAccount('Judge').mobile,
      newMobile: mobile,
      dialCode: '91',
      consent: true,
    });
    expect(moving.statusCode).toBe(429);
    expect(moving.json()).toEqual({
      status: false,
      code: 'contactCodesDailyLimit',
      message: MESSAGES.contactCodesDailyLimit,
    });
    expect(await outboxSize()).toBe(before);
  });
});
