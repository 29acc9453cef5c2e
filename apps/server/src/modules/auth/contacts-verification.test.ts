import { API_PREFIX, MESSAGES, OTP_MAX_ATTEMPTS, type VerificationCodesSent } from '@nyaya/shared';
import { VALID_ADVOCATE_SIGNUP } from '@nyaya/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrongCode } from '../../test/fixtures/account.ts';
import { nextIp, post, signIn } from '../../test/http.ts';
import { mobileCodeTarget, newestCodeTo } from '../../test/signup.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
/** A new Individual, signed up and not yet verified, with its own e-mail and mobile. */
async function signedUp(overrides: Record<string, string> = {}) {
  serial += 1;
  const account = {
    ...VALID_ADVOCATE_SIGNUP,
    role: 'Individual',
    enrollmentNumber: undefined,
    email: `verify${serial}@example.in`,
    mobile: `91234000${String(serial).padStart(2, '0')}`,
    ...overrides,
  };
  expect((await post(t.app, '/auth/signup', account, { ip: nextIp() })).statusCode).toBe(201);
  return account;
}

const askCodes = (userId: string, password: string) =>
  post(t.app, '/auth/resendOTP', { userId, password }, { ip: nextIp() });

async function codesFor(account: { email: string; password: string }) {
  const asked = await askCodes(account.email, account.password);
  expect(asked.statusCode, asked.body).toBe(200);
  const sent = asked.json<{ data: VerificationCodesSent }>().data;
  return {
    sent,
    emailCode: await newestCodeTo(t.app, sent.email.to),
    mobileCode: await newestCodeTo(t.app, mobileCodeTarget(sent)),
  };
}

const verify = (body: object) => post(t.app, '/auth/verifyOTP', body, { ip: nextIp() });
const outboxSize = async () =>
  (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/dev/outbox` })).json<{ data: unknown[] }>().data
    .length;

describe('verifying a signed-up account’s e-mail and mobile', () => {
  it('sends a code to each, in the account’s language, only for its user id and password', async () => {
    const account = await signedUp({ language: 'hi' });
    const before = await outboxSize();
    const wrong = await askCodes(account.email, 'Wrong@12345');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      status: false,
      code: 'invalidCredentials',
      message: MESSAGES.invalidCredentials,
    });
    expect(await outboxSize()).toBe(before);

    const asked = await askCodes(account.mobile, account.password);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      status: true,
      code: 'verificationCodesSent',
      message: MESSAGES.verificationCodesSent,
      data: {
        email: { to: account.email, resendAfterSeconds: expect.any(Number) },
        mobile: { to: `+91 ${account.mobile}` },
      },
    });
    const outbox = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/dev/outbox` })).json<{
      data: { channel: string; to: string; text: string }[];
    }>().data;
    expect(outbox.find((message) => message.to === account.email)?.text).toMatch(
      /^अपने नए खाते के लिए इस ई-मेल पते के सत्यापन हेतु आपका Nyaya Live कोड \d{6} है/,
    );
    expect(outbox.find((message) => message.to === `+91${account.mobile}`)?.text).toMatch(
      /मोबाइल नंबर के सत्यापन हेतु आपका Nyaya Live कोड \d{6} है/,
    );

    // Another pair only after the resend interval.
    const again = await askCodes(account.email, account.password);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ message: MESSAGES.otpResendTooSoon });
  });

  it('refuses a wrong or malformed code under its box, and the account stays unable to sign in', async () => {
    const account = await signedUp();
    const { sent, emailCode, mobileCode } = await codesFor(account);
    const right = {
      emailToken: sent.email.token,
      emailOtp: emailCode,
      mobileToken: sent.mobile.token,
      mobileOtp: mobileCode,
    };
    const cases: [object, string, string][] = [
      [{ ...right, mobileOtp: wrongCode(mobileCode) }, 'mobileOtp', MESSAGES.otpWrong],
      [{ ...right, emailOtp: wrongCode(emailCode) }, 'emailOtp', MESSAGES.otpWrong],
      [{ ...right, emailOtp: '12ab56' }, 'emailOtp', MESSAGES.otpSixDigits],
      [{ ...right, mobileOtp: undefined }, 'mobileOtp', MESSAGES.otpSixDigits],
      [{ ...right, emailToken: '' }, 'emailToken', MESSAGES.resetTokenInvalid],
      // Each token answers for its own purpose only: the e-mail's code cannot stand in for the mobile's.
      [
        { ...right, mobileToken: sent.email.token, mobileOtp: emailCode },
        'mobileOtp',
        MESSAGES.resetTokenInvalid,
      ],
    ];
    for (const [body, field, message] of cases) {
      const refused = await verify(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toEqual(refusal(message, field));
    }
    expect((await signIn(t.app, account.email, account.password, nextIp())).statusCode).toBe(403);

    // The right codes still work after the wrong tries.
    expect((await verify(right)).statusCode).toBe(200);
  });

  it('verifies both with the right codes, once: then the account signs in and needs no more codes', async () => {
    const account = await signedUp();
    const { sent, emailCode, mobileCode } = await codesFor(account);
    const body = {
      emailToken: sent.email.token,
      emailOtp: emailCode,
      mobileToken: sent.mobile.token,
      mobileOtp: mobileCode,
    };
    const verified = await verify(body);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      status: true,
      code: 'contactsVerified',
      message: MESSAGES.contactsVerified,
      data: null,
    });
    expect((await signIn(t.app, account.email, account.password, nextIp())).statusCode).toBe(200);

    const reused = await verify(body);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: MESSAGES.resetTokenInvalid, field: 'emailOtp' });
    const asked = await askCodes(account.email, account.password);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      status: false,
      code: 'contactsAlreadyVerified',
      message: MESSAGES.contactsAlreadyVerified,
    });
  });

  it('takes no pair of codes from two accounts', async () => {
    const [one, other] = [await signedUp(), await signedUp()];
    const [first, second] = [await codesFor(one), await codesFor(other)];
    const mixed = await verify({
      emailToken: first.sent.email.token,
      emailOtp: first.emailCode,
      mobileToken: second.sent.mobile.token,
      mobileOtp: second.mobileCode,
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({
      status: false,
      code: 'verificationFailed',
      message: MESSAGES.verificationFailed,
      field: 'mobileOtp',
    });
    for (const account of [one, other]) {
      expect((await signIn(t.app, account.email, account.password, nextIp())).statusCode).toBe(403);
    }
  });
});

describe('signing in again, from any browser, to an account being verified', () => {
  const resume = (userId: string, password: string) =>
    post(t.app, '/auth/resendOTP', { userId, password, resume: true }, { ip: nextIp() });

  it('hands back the codes already sent, to the right password only, and sends none', async () => {
    const account = await signedUp();
    const { sent, emailCode, mobileCode } = await codesFor(account);
    const before = await outboxSize();
    const wrong = await resume(account.email, 'Wrong@12345');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      status: false,
      code: 'invalidCredentials',
      message: MESSAGES.invalidCredentials,
    });

    const resumed = await resume(account.mobile, account.password);
    expect(resumed.statusCode).toBe(200);
    // The same challenges (their tokens, never their codes), and what is left of the resend interval.
    expect(resumed.json()).toEqual({
      status: true,
      code: 'verificationCodesStillValid',
      message: MESSAGES.verificationCodesStillValid,
      data: {
        email: { token: sent.email.token, to: account.email, resendAfterSeconds: expect.any(Number) },
        mobile: {
          token: sent.mobile.token,
          to: `+91 ${account.mobile}`,
          resendAfterSeconds: expect.any(Number),
        },
        sentAt: expect.any(String),
        earlier: true,
      },
    });
    const { data } = resumed.json<{ data: VerificationCodesSent }>();
    // Sent as the first answer said, give or take the delivery.
    expect(Math.abs(Date.parse(data.sentAt) - Date.parse(sent.sentAt))).toBeLessThan(5_000);
    expect(data.email.resendAfterSeconds).toBeGreaterThan(0);
    expect(data.email.resendAfterSeconds).toBeLessThanOrEqual(sent.email.resendAfterSeconds);
    expect(await outboxSize()).toBe(before);

    const verified = await verify({
      emailToken: data.email.token,
      emailOtp: emailCode,
      mobileToken: data.mobile.token,
      mobileOtp: mobileCode,
    });
    expect(verified.statusCode).toBe(200);
  });

  it('sends codes when none were sent yet', async () => {
    const account = await signedUp();
    const before = await outboxSize();
    const resumed = await resume(account.email, account.password);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      message: MESSAGES.verificationCodesSent,
      data: { earlier: false },
    });
    expect(await outboxSize()).toBe(before + 2);
  });

  it('hands back no code that can no longer be entered, and the resend interval still holds', async () => {
    const account = await signedUp();
    const { sent, emailCode, mobileCode } = await codesFor(account);
    const wrongTry = {
      emailToken: sent.email.token,
      emailOtp: wrongCode(emailCode),
      mobileToken: sent.mobile.token,
      mobileOtp: mobileCode,
    };
    for (let attempt = 0; attempt < OTP_MAX_ATTEMPTS; attempt += 1) await verify(wrongTry);
    const resumed = await resume(account.email, account.password);
    expect(resumed.statusCode).toBe(429);
    expect(resumed.json()).toMatchObject({ message: MESSAGES.otpResendTooSoon });
  });
});
