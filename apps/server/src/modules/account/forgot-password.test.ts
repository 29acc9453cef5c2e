import {
  API_PREFIX,
  CAPTCHA_PATH,
  DEMO_PASSWORD,
  MESSAGES,
  RESET_TOKEN_HEADER,
  demoAccount,
} from '@nyaya/shared';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientAs } from '../../test/client.ts';
import { nextIp, post, sessionCookieFor, signIn } from '../../test/http.ts';
import { codeAndTokenOf, startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { listOutbox } from '../../core/notifications/outbox.ts';
import { nextMail, openSocket, solvedCaptcha, userRow, wrongCode } from '../../test/fixtures/account.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let url: string;
/** Solved once up front, in parallel: the proof of work is the slow part of these tests. */
let captchas: string[];
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  captchas = await Promise.all(Array.from({ length: 11 }, () => solvedCaptcha(t.app)));
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

function takeCaptcha(): string {
  const captcha = captchas.pop();
  if (!captcha) throw new Error('no solved captcha left');
  return captcha;
}

const forgot = (
  body: object,
  options: { ip?: string; cookies?: Record<string, string>; headers?: Record<string, string> } = {},
) => post(t.app, '/users/settings/forgetPassword', body, { ip: options.ip ?? nextIp(), ...options });
const verify = (otp: string, token: string) =>
  post(t.app, '/users/profile/emailOTPVerification', { otp, token }, { ip: nextIp() });

describe('GET /auth/captcha', () => {
  it('serves a bare, signed ALTCHA challenge that expires soon', async () => {
    const response = await t.app.inject({ method: 'GET', url: CAPTCHA_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge).not.toHaveProperty('status');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThan(Date.now());
    expect(challenge.parameters.expiresAt * 1000).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
  });
});

describe('#users.settings.forgetPassword', () => {
  const individual = demoAccount('Individual');

  it.each([
    ['missing', undefined, MESSAGES.captchaRequired],
    ['not a payload', 'bm90IGpzb24=', MESSAGES.captchaInvalid],
  ])('refuses a %s captcha with 400 on captchaValue and sends nothing', async (_, captchaValue, message) => {
    const received = sink.received.length;
    const response = await forgot({ userId: individual.email, captchaValue });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, 'captchaValue'));
    expect(sink.received.length).toBe(received);
  });

  it('refuses a solution that does not solve the challenge', async () => {
    const challenge = (await t.app.inject({ method: 'GET', url: CAPTCHA_PATH })).json();
    const solution = { counter: 0, derivedKey: '00'.repeat(32) };
    const unsolved = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const response = await forgot({ userId: individual.email, captchaValue: unsolved });
    expect(response.json()).toEqual({
      status: false,
      code: 'captchaInvalid',
      field: 'captchaValue',
      message: MESSAGES.captchaInvalid,
    });
  });

  it('with a solved captcha, e-mails a code that resets the password and ends every session; the captcha works once', async () => {
    const before = await userRow(t.db, individual.email);
    const sessions = await Promise.all(
      [nextIp(), nextIp()].map((ip) => sessionCookieFor(t.app, individual.email, ip)),
    );
    const sockets = await Promise.all(sessions.map((cookies) => openSocket(url, cookies)));
    const captchaValue = takeCaptcha();
    const received = sink.received.length;

    const response = await forgot({ userId: individual.mobile, captchaValue });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      status: true,
      code: 'passwordCodeSentIfKnown',
      message: MESSAGES.passwordCodeSentIfKnown,
      data: { token: expect.any(String), resendAfterSeconds: 60 },
    });
    const { code, token } = codeAndTokenOf((await nextMail(sink, individual.email, received)).text);
    expect(token).toBe(answer.data.token);

    const replayed = await forgot({ userId: individual.email, captchaValue });
    expect(replayed.json()).toEqual({
      status: false,
      code: 'captchaInvalid',
      field: 'captchaValue',
      message: MESSAGES.captchaInvalid,
    });

    expect((await verify(code, token)).statusCode).toBe(200);
    const password = 'Reset@2025x';
    const reset = await post(
      t.app,
      '/users/settings/resetPassword',
      { password, confirmPassword: password },
      { headers: { [RESET_TOKEN_HEADER]: token }, ip: nextIp() },
    );
    expect(reset.statusCode).toBe(200);
    expect(await Promise.all(sockets.map((socket) => socket.ended))).toEqual([true, true]);
    for (const cookies of sessions) {
      const me = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/users/me`, cookies });
      expect(me.statusCode).toBe(401);
    }
    expect((await signIn(t.app, individual.email, DEMO_PASSWORD, nextIp())).statusCode).toBe(401);
    expect((await signIn(t.app, individual.email, password, nextIp())).statusCode).toBe(200);
    expect((await userRow(t.db, individual.email)).passwordHash).not.toBe(before.passwordHash);
  });

  it('puts PUBLIC_URL in the e-mailed link, whatever Host the request names', async () => {
    const controller = demoAccount('Controller');
    const received = sink.received.length;
    const forged = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' };
    const response = await forgot(
      { userId: controller.email, captchaValue: takeCaptcha() },
      { headers: forged },
    );
    expect(response.statusCode).toBe(200);
    const mail = await nextMail(sink, controller.email, received);
    expect(codeAndTokenOf(mail.text).link.startsWith(`${t.config.publicUrl}/`)).toBe(true);
    expect(mail.text).not.toContain('attacker.example');
  });

  it('answers an unknown account exactly like a known one, and its token like a wrong code', async () => {
    const known = demoAccount('Reader');
    const [knownAnswer, unknownAnswer] = await Promise.all([
      forgot({ userId: known.email }, { cookies: await sessionCookieFor(t.app, known.email, nextIp()) }),
      forgot({ userId: 'nobody@example.in', captchaValue: takeCaptcha() }),
    ]);
    expect(unknownAnswer.statusCode).toBe(200);
    const shape = (body: { data: { token: string } }) => ({
      ...body,
      data: { ...body.data, token: body.data.token.length },
    });
    expect(shape(unknownAnswer.json())).toEqual(shape(knownAnswer.json()));

    const knownToken = knownAnswer.json().data.token;
    const unknownToken = unknownAnswer.json().data.token;
    const wrong = await verify('000000', knownToken);
    const decoy = await verify('000000', unknownToken);
    // A one-in-a-million chance that 000000 is the real code; then the known token's first answer differs.
    expect(wrong.statusCode).toBe(400);
    expect(decoy.statusCode).toBe(wrong.statusCode);
    expect(decoy.json()).toEqual({
      status: false,
      code: 'otpWrong',
      field: 'otp',
      message: MESSAGES.otpWrong,
    });
    expect(decoy.json()).toEqual(wrong.json());
    for (let attempt = 2; attempt <= 5; attempt++) await verify(wrongCode(String(attempt)), unknownToken);
    const sixth = await verify('123456', unknownToken);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      status: false,
      code: 'otpTooManyTries',
      field: 'otp',
      message: MESSAGES.otpTooManyTries,
    });
  });

  it('refuses a second code for an unknown account within 60 seconds, as for a known one', async () => {
    const userId = 'someone.else@example.in';
    expect((await forgot({ userId, captchaValue: takeCaptcha() })).statusCode).toBe(200);
    const again = await forgot({ userId, captchaValue: takeCaptcha() });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      status: false,
      code: 'otpResendTooSoon',
      message: MESSAGES.otpResendTooSoon,
    });
  });

  it('answers an e-mail then a mobile of one account as those of two accounts, and sends that account one code', async () => {
    const linked = demoAccount('Admin');
    const [first, second] = [demoAccount('SuperAdmin'), demoAccount('Advocate')];
    const texts = async (email: string) => {
      const { dialCode, mobile } = await userRow(t.db, email);
      return (await listOutbox(t.db, { to: `+${dialCode}${mobile}`, limit: 10 })).length;
    };
    const [mailsBefore, textsBefore] = [sink.received.length, await texts(linked.email)];
    const ask = (userId: string) => forgot({ userId, captchaValue: takeCaptcha() });
    const linkedAnswers = [await ask(linked.email), await ask(linked.mobile), await ask(linked.mobile)];
    const unlinkedAnswers = [await ask(first.email), await ask(second.mobile), await ask(second.mobile)];

    const seen = (response: { statusCode: number; json: () => { data?: { token: string } } }) => {
      const body = response.json();
      return { status: response.statusCode, body: { ...body, data: body.data && body.data.token.length } };
    };
    expect(linkedAnswers.map(seen)).toEqual(unlinkedAnswers.map(seen));
    expect(linkedAnswers.map((response) => response.statusCode)).toEqual([200, 200, 429]);

    await nextMail(sink, second.email, mailsBefore);
    await vi.waitFor(async () => expect(await texts(second.email)).toBe(1));
    expect(sink.received.slice(mailsBefore).filter((mail) => mail.to.includes(linked.email))).toHaveLength(1);
    expect(await texts(linked.email)).toBe(textsBefore + 1);
    const { code } = codeAndTokenOf(
      sink.received.slice(mailsBefore).find((mail) => mail.to.includes(linked.email))?.text ?? '',
    );
    expect((await verify(code, linkedAnswers[0]?.json().data.token)).statusCode).toBe(200);
  });

  it('lets a signed-in user ask for their own e-mail without a captcha, and no other', async () => {
    const judge = await clientAs(t.app, 'Judge');
    const before = await userRow(t.db, demoAccount('Judge').email);
    const other = await judge.post('/users/settings/forgetPassword', {
      userId: demoAccount('Advocate').email,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      status: false,
      code: 'resetEmailNotYours',
      field: 'userId',
      message: MESSAGES.resetEmailNotYours,
    });
    expect(await userRow(t.db, demoAccount('Judge').email)).toEqual(before);

    const received = sink.received.length;
    const own = await judge.post('/users/settings/forgetPassword', { userId: 'JUDGE@example.in' });
    expect(own.statusCode).toBe(200);
    expect(own.json().message).toBe(MESSAGES.passwordCodeSentIfKnown);
    await nextMail(sink, demoAccount('Judge').email, received);

    const again = await judge.post('/users/settings/forgetPassword', { userId: demoAccount('Judge').email });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      status: false,
      code: 'otpResendTooSoon',
      message: MESSAGES.otpResendTooSoon,
    });
  });
});
