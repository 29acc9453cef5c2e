import { MESSAGES, OTP_MAX_ATTEMPTS, RESET_TOKEN_HEADER } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges, users } from '../../core/db/schema/index.ts';
import { AppError } from '../../core/errors.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/fixtures/admin-users.ts';
import { consumeOtp, issueDecoyOtp, issueOtp, pruneOtpChallenges, verifyOtp } from './service.ts';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [judge] = await t.db.select().from(users).where(eq(users.email, 'judge@example.in'));
  userId = judge?.id ?? '';
});
afterAll(() => t.close());

/** A code issued as if the last one were long ago, so the 60-second resend rule does not couple the tests. */
async function issue(purpose: 'set_password' | 'reset_password' | 'change_email' = 'reset_password') {
  await t.db
    .update(otpChallenges)
    .set({ lastSentAt: new Date(0) })
    .where(eq(otpChallenges.userId, userId));
  return issueOtp(t.db, { userId, purpose, target: 'judge@example.in' });
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  const { statusCode, message, field } = error as AppError;
  return { statusCode, message, field };
}

const verifyHttp = (otp: string, token: string) =>
  call(t.app, 'POST', '/users/profile/emailOTPVerification', {}, { otp, token });
const resetHttp = (token: string | undefined, password = 'Judge@2025x') =>
  call(
    t.app,
    'POST',
    '/users/settings/resetPassword',
    {},
    { password, confirmPassword: password },
    token === undefined ? {} : { [RESET_TOKEN_HEADER]: token },
  );

describe('one-time codes', () => {
  it('stores neither the code nor the token', async () => {
    const { token, code, challengeId } = await issue();
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.id, challengeId));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('verifies once, then consumes once', async () => {
    const { token, code } = await issue();
    expect(await verifyOtp(t.db, { token, code })).toMatchObject({ userId, purpose: 'reset_password' });
    expect(await consumeOtp(t.db, token, ['reset_password'])).toMatchObject({ userId });
    expect(await failure(consumeOtp(t.db, token, ['reset_password']))).toEqual({
      statusCode: 400,
      message: MESSAGES.resetTokenInvalid,
      field: 'token',
    });
    expect((await failure(verifyOtp(t.db, { token, code }))).message).toBe(MESSAGES.resetTokenInvalid);
  });

  it('refuses an unverified token at the final step', async () => {
    const { token } = await issue();
    expect((await failure(consumeOtp(t.db, token, ['reset_password']))).field).toBe('token');
  });

  it('refuses an expired code', async () => {
    const { token, code, challengeId } = await issue();
    await t.db
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpChallenges.id, challengeId));
    const response = await verifyHttp(code, token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'otpExpired',
      field: 'otp',
      message: MESSAGES.otpExpired,
    });
  });

  it('counts wrong codes and refuses the sixth try even with the right code', async () => {
    const { token, code } = await issue();
    for (let attempt = 0; attempt < OTP_MAX_ATTEMPTS; attempt++) {
      const wrong = await verifyHttp(wrongCode(code), token);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        status: false,
        code: 'otpWrong',
        field: 'otp',
        message: MESSAGES.otpWrong,
      });
    }
    const right = await verifyHttp(code, token);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      status: false,
      code: 'otpTooManyTries',
      field: 'otp',
      message: MESSAGES.otpTooManyTries,
    });
  });

  it('refuses a new code within 60 seconds of the last one', async () => {
    await issue('change_email');
    expect(
      await failure(issueOtp(t.db, { userId, purpose: 'change_email', target: 'judge@example.in' })),
    ).toEqual({ statusCode: 429, message: MESSAGES.otpResendTooSoon, field: undefined });
  });

  it('keeps a configured resend interval instead of 60 seconds, to the second', async () => {
    const first = await issue('change_email');
    const sentAt = (await t.db.select().from(otpChallenges).where(eq(otpChallenges.id, first.challengeId)))[0]
      ?.lastSentAt;
    const after = (seconds: number) => ({
      now: new Date((sentAt?.getTime() ?? 0) + seconds * 1000),
      resendAfterSeconds: 3,
    });
    const request = { userId, purpose: 'change_email', target: 'judge@example.in' } as const;
    expect(await failure(issueOtp(t.db, request, after(2.9)))).toMatchObject({ statusCode: 429 });
    await expect(issueOtp(t.db, request, after(3))).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('a new code replaces the unused one of the same purpose', async () => {
    const first = await issue();
    await issue();
    expect((await failure(verifyOtp(t.db, { token: first.token, code: first.code }))).field).toBe('token');
  });

  it("refuses another purpose's code and another token's code", async () => {
    const email = await issue('change_email');
    const response = await verifyHttp(email.code, email.token);
    expect(response.json()).toEqual({
      status: false,
      code: 'resetTokenInvalid',
      field: 'token',
      message: MESSAGES.resetTokenInvalid,
    });

    const reset = await issue();
    const other = await issue('set_password');
    expect((await verifyHttp(other.code, reset.token)).json()).toMatchObject({ field: 'otp' });
    expect((await verifyHttp(reset.code, 'made-up-token')).json()).toMatchObject({ field: 'token' });
  });
});

describe('#users.settings.resetPassword', () => {
  it.each([
    ['no token', undefined],
    ['an unknown token', 'made-up-token'],
  ])('refuses %s with 400 naming the token', async (_, token) => {
    const response = await resetHttp(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'resetTokenInvalid',
      field: 'token',
      message: MESSAGES.resetTokenInvalid,
    });
  });

  it('refuses an unverified, an expired and a used token', async () => {
    const unverified = await issue();
    expect((await resetHttp(unverified.token)).json()).toMatchObject({ field: 'token' });

    const expired = await issue();
    await verifyOtp(t.db, expired);
    await t.db
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpChallenges.id, expired.challengeId));
    expect((await resetHttp(expired.token)).json()).toMatchObject({ field: 'token' });

    const used = await issue();
    await verifyOtp(t.db, used);
    expect((await resetHttp(used.token)).statusCode).toBe(200);
    expect((await resetHttp(used.token)).json()).toMatchObject({ message: MESSAGES.resetTokenInvalid });
  });

  it('checks the new password with the form messages before the token', async () => {
    const response = await call(
      t.app,
      'POST',
      '/users/settings/resetPassword',
      {},
      { password: 'Judge@2025x', confirmPassword: 'Judge@2025y' },
      { [RESET_TOKEN_HEADER]: 'x' },
    );
    expect(response.json()).toEqual({
      status: false,
      code: 'newPasswordMismatch',
      field: 'confirmPassword',
      message: MESSAGES.newPasswordMismatch,
    });
    const short = await verifyHttp('12345', 'x');
    expect(short.json()).toEqual({
      status: false,
      code: 'otpSixDigits',
      field: 'otp',
      message: MESSAGES.otpSixDigits,
    });
  });
});

describe('pruneOtpChallenges', () => {
  it('deletes codes and decoys expired more than a day ago, and keeps the rest', async () => {
    const now = new Date('2031-03-10T12:00:00Z');
    const hoursBefore = (hours: number) => ({ now: new Date(now.getTime() - hours * 3_600_000) });
    const old = await issueOtp(
      t.db,
      { userId, purpose: 'change_mobile', target: '+919811100002' },
      hoursBefore(49),
    );
    await issueDecoyOtp(t.db, { purpose: 'reset_password', target: 'nobody@example.in' }, hoursBefore(30));
    const lately = await issueOtp(
      t.db,
      { userId, purpose: 'verify_email', target: 'judge@example.in' },
      hoursBefore(2),
    );
    const live = await issueOtp(t.db, { userId, purpose: 'verify_mobile', target: '+919811100002' }, { now });
    const decoys = async () =>
      (await t.db.select().from(otpChallenges)).filter((row) => row.target === 'nobody@example.in').length;
    expect(await decoys()).toBe(1);

    expect(await pruneOtpChallenges(t.db, now)).toBeGreaterThanOrEqual(2);
    const left = new Set(
      (await t.db.select({ id: otpChallenges.id }).from(otpChallenges)).map((row) => row.id),
    );
    expect(left.has(old.challengeId)).toBe(false);
    expect(await decoys()).toBe(0);
    expect(left.has(lately.challengeId)).toBe(true);
    expect(left.has(live.challengeId)).toBe(true);
  });
});
