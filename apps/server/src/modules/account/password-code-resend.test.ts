import { MESSAGES, demoAccount } from '@nyaya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, post, sessionCookieFor } from '../../test/http.ts';
import { codeAndTokenOf, startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { nextMail, solvedCaptcha } from '../../test/fixtures/account.ts';

/** The resend interval, shortened from a minute. */
const RESEND_SECONDS = 1;

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, OTP_RESEND_SECONDS: String(RESEND_SECONDS) });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const forgot = (body: object, cookies?: Record<string, string>) =>
  post(t.app, '/users/settings/forgetPassword', body, { ip: nextIp(), cookies });
const resend = (token: string) =>
  post(t.app, '/users/settings/resendPasswordCode', { token }, { ip: nextIp() });
const verify = (otp: string, token: string) =>
  post(t.app, '/users/profile/emailOTPVerification', { otp, token }, { ip: nextIp() });
const outlastTheInterval = () => new Promise((resolve) => setTimeout(resolve, RESEND_SECONDS * 1000 + 100));

describe('#users.settings.resendPasswordCode', () => {
  it('sends a new code where the last went once the interval is over; the old token then works no more', async () => {
    const reader = demoAccount('Reader');
    const received = sink.received.length;
    const asked = await forgot(
      { userId: reader.email },
      await sessionCookieFor(t.app, reader.email, nextIp()),
    );
    const first = codeAndTokenOf((await nextMail(sink, reader.email, received)).text);
    expect(first.token).toBe(asked.json().data.token);

    const tooSoon = await resend(first.token);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      status: false,
      code: 'otpResendTooSoon',
      message: MESSAGES.otpResendTooSoon,
    });

    await outlastTheInterval();
    const before = sink.received.length;
    const resent = await resend(first.token);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      status: true,
      code: 'passwordCodeResent',
      message: MESSAGES.passwordCodeResent,
      data: { token: expect.any(String), resendAfterSeconds: RESEND_SECONDS },
    });
    const second = codeAndTokenOf((await nextMail(sink, reader.email, before)).text);
    expect(second.token).toBe(resent.json().data.token);

    expect((await verify(first.code, first.token)).json()).toMatchObject({
      status: false,
      code: 'resetTokenInvalid',
      field: 'token',
      message: MESSAGES.resetTokenInvalid,
    });
    expect((await verify(second.code, second.token)).statusCode).toBe(200);
  });

  it('answers the token of an unknown account as that of a known one', async () => {
    const decoy = (
      await forgot({ userId: 'nobody.here@example.in', captchaValue: await solvedCaptcha(t.app) })
    ).json().data.token;
    await outlastTheInterval();
    const resent = await resend(decoy);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      status: true,
      code: 'passwordCodeResent',
      message: MESSAGES.passwordCodeResent,
      data: { token: expect.any(String), resendAfterSeconds: RESEND_SECONDS },
    });
    expect((await verify('000000', resent.json().data.token)).json()).toMatchObject({
      field: 'otp',
      message: MESSAGES.otpWrong,
    });
    // The replaced decoy's token is spent, as a replaced code's is.
    expect((await resend(decoy)).json()).toMatchObject({
      field: 'token',
      message: MESSAGES.resetTokenInvalid,
    });
  });

  it('refuses a token that is no code’s, naming the field', async () => {
    const response = await resend('no-such-token');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'resetTokenInvalid',
      field: 'token',
      message: MESSAGES.resetTokenInvalid,
    });
  });
});
