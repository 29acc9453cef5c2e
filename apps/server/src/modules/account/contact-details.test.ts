import { MESSAGES, OTP_MAX_ATTEMPTS, demoAccount, type Role } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { nextIp, post } from '../../test/http.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  codeOf,
  lastTextTo,
  nextMail,
  solvedCaptcha,
  startSmsGateway,
  userRow,
  wrongCode,
} from '../../test/fixtures/account.ts';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
beforeAll(async () => {
  [sink, gateway] = await Promise.all([startSmtpSink(), startSmsGateway()]);
  t = await createTestApp({ SMTP_URL: sink.url, SMS_GATEWAY_URL: gateway.url });
});
afterAll(async () => {
  await t.close();
  await Promise.all([sink.close(), gateway.close()]);
});

/** Lets the next code follow at once (the 60-second rule has its own test). */
async function forgetLastCode(userId: string) {
  await t.db
    .update(otpChallenges)
    .set({ lastSentAt: new Date(0) })
    .where(eq(otpChallenges.userId, userId));
}

/** A signed-in user with the mobile change started: the code texted to the new number and its token. */
async function mobileCodeSent(role: Role, newMobile: string) {
  const client = await clientAs(t.app, role);
  const body = { oldMobile: demoAccount(role).mobile, newMobile, dialCode: '91', consent: true };
  const response = await client.post('/users/profile/mobileUpdate', body);
  expect(response.statusCode).toBe(200);
  const { token } = response.json().data;
  return { client, body, token: token as string, code: codeOf(lastTextTo(gateway, `+91${newMobile}`)) };
}

async function unchanged(role: Role, action: () => Promise<unknown>) {
  const before = await userRow(t.db, demoAccount(role).email);
  await action();
  expect(await userRow(t.db, demoAccount(role).email)).toEqual(before);
}

const verifyMobile = (client: TestClient, body: object) => client.post('/users/profile/verifyOtp', body);

describe('#users.profile.mobileUpdate and resendOtp', () => {
  it('refuses the stored number, a number another account has (409) and an unticked consent, changing nothing', async () => {
    const judge = await clientAs(t.app, 'Judge');
    await unchanged('Judge', async () => {
      const same = await judge.post('/users/profile/mobileUpdate', {
        oldMobile: '9999999999',
        newMobile: demoAccount('Judge').mobile,
        dialCode: '91',
        consent: true,
      });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual({
        status: false,
        code: 'newMobileSameAsOld',
        field: 'newMobile',
        message: MESSAGES.newMobileSameAsOld,
      });

      const taken = await judge.post('/users/profile/mobileUpdate', {
        oldMobile: demoAccount('Judge').mobile,
        newMobile: demoAccount('Advocate').mobile,
        dialCode: '91',
        consent: true,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        status: false,
        code: 'mobileTaken',
        field: 'newMobile',
        message: MESSAGES.mobileTaken,
      });

      const sent = gateway.received.length;
      for (const consent of [undefined, false]) {
        const unticked = await judge.post('/users/profile/mobileUpdate', {
          oldMobile: demoAccount('Judge').mobile,
          newMobile: '9811122233',
          dialCode: '91',
          consent,
        });
        expect(unticked.statusCode).toBe(400);
        expect(unticked.json()).toEqual({
          status: false,
          code: 'contactConsentRequired',
          field: 'consent',
          message: MESSAGES.contactConsentRequired,
        });
      }
      expect(gateway.received.length).toBe(sent);
    });
  });

  it('texts a code to the new number, and refuses a resend within 60 seconds', async () => {
    const { client, body, token } = await mobileCodeSent('Individual', '9811111111');
    expect(token).toEqual(expect.any(String));
    const resend = await client.post('/users/profile/resendOtp', body);
    expect(resend.statusCode).toBe(429);
    expect(resend.json()).toEqual({
      status: false,
      code: 'otpResendTooSoon',
      message: MESSAGES.otpResendTooSoon,
    });

    await forgetLastCode((await userRow(t.db, demoAccount('Individual').email)).id);
    const resent = await client.post('/users/profile/resendOtp', body);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({
      status: true,
      code: 'otpResent',
      message: MESSAGES.otpResent,
      data: { token: expect.any(String), resendAfterSeconds: 60 },
    });
  });

  it('answers 503 when the text cannot be sent, and withdraws that code', async () => {
    const reader = await clientAs(t.app, 'Reader');
    gateway.failing = true;
    const response = await reader
      .post('/users/profile/mobileUpdate', {
        oldMobile: demoAccount('Reader').mobile,
        newMobile: '9822222222',
        dialCode: '91',
        consent: true,
      })
      .finally(() => (gateway.failing = false));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: false,
      code: 'otpSendFailed',
      message: MESSAGES.otpSendFailed,
    });
    const { id } = await userRow(t.db, demoAccount('Reader').email);
    expect(await t.db.select().from(otpChallenges).where(eq(otpChallenges.userId, id))).toEqual([]);
  });
});

describe('#users.profile.verifyOtp', () => {
  it('refuses another number than the code was sent to, a wrong code and its use for another purpose; then saves', async () => {
    const { client, body, token, code } = await mobileCodeSent('Controller', '9833333333');
    await unchanged('Controller', async () => {
      const mismatch = await verifyMobile(client, { ...body, newMobile: '9833333334', otp: code, token });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toEqual({
        status: false,
        code: 'verificationFailed',
        field: 'otp',
        message: MESSAGES.verificationFailed,
      });

      const wrong = await verifyMobile(client, { ...body, otp: wrongCode(code), token });
      expect(wrong.json()).toEqual({
        status: false,
        code: 'otpWrong',
        field: 'otp',
        message: MESSAGES.otpWrong,
      });

      const asEmailChange = await client.post('/users/profile/emailContactOTPVerification', {
        otp: code,
        token,
        oldEmail: demoAccount('Controller').email,
      });
      expect(asEmailChange.statusCode).toBe(400);
      expect(asEmailChange.json()).toEqual({
        status: false,
        code: 'resetTokenInvalid',
        field: 'token',
        message: MESSAGES.resetTokenInvalid,
      });
      const asPasswordCode = await post(
        t.app,
        '/users/profile/emailOTPVerification',
        { otp: code, token },
        { ip: nextIp() },
      );
      expect(asPasswordCode.json()).toEqual({
        status: false,
        code: 'resetTokenInvalid',
        field: 'token',
        message: MESSAGES.resetTokenInvalid,
      });
    });

    const saved = await verifyMobile(client, { ...body, otp: code, token });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      status: true,
      code: 'mobileUpdated',
      message: MESSAGES.mobileUpdated,
      data: expect.objectContaining({ mobile: '9833333333', dialCode: '91' }),
    });
    expect((await userRow(t.db, demoAccount('Controller').email)).mobile).toBe('9833333333');
    const again = await verifyMobile(client, { ...body, otp: code, token });
    expect(again.json()).toMatchObject({ status: false, field: 'token' });
  });

  it('refuses an expired code', async () => {
    const { client, body, token, code } = await mobileCodeSent('Judge', '9844444444');
    await t.db
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpChallenges.target, '+919844444444'));
    await unchanged('Judge', async () => {
      const expired = await verifyMobile(client, { ...body, otp: code, token });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({
        status: false,
        code: 'otpExpired',
        field: 'otp',
        message: MESSAGES.otpExpired,
      });
    });
  });

  it("refuses another user's code, and the sixth try even with the right code", async () => {
    const { client, body, token, code } = await mobileCodeSent('Advocate', '9855555555');
    const judge = await clientAs(t.app, 'Judge');
    await unchanged('Judge', async () => {
      const notTheirs = await verifyMobile(judge, { ...body, otp: code, token });
      expect(notTheirs.json()).toEqual({
        status: false,
        code: 'verificationFailed',
        field: 'otp',
        message: MESSAGES.verificationFailed,
      });
    });
    await unchanged('Advocate', async () => {
      for (let attempt = 0; attempt < OTP_MAX_ATTEMPTS; attempt++) {
        await verifyMobile(client, { ...body, otp: wrongCode(code), token });
      }
      const sixth = await verifyMobile(client, { ...body, otp: code, token });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({
        status: false,
        code: 'otpTooManyTries',
        field: 'otp',
        message: MESSAGES.otpTooManyTries,
      });
    });
  });

  it('answers 409 when another account took the number after the code was sent', async () => {
    const first = await mobileCodeSent('SuperAdmin', '9866666666');
    await forgetLastCode((await userRow(t.db, demoAccount('Individual').email)).id);
    const second = await mobileCodeSent('Individual', '9866666666');
    const firstSaved = await verifyMobile(first.client, {
      ...first.body,
      otp: first.code,
      token: first.token,
    });
    expect(firstSaved.statusCode).toBe(200);
    await unchanged('Individual', async () => {
      const taken = await verifyMobile(second.client, {
        ...second.body,
        otp: second.code,
        token: second.token,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        status: false,
        code: 'mobileTaken',
        field: 'newMobile',
        message: MESSAGES.mobileTaken,
      });
    });
  });
});

describe('#users.profile e-mail change', () => {
  const sendEmail = (client: TestClient, email: string, oldEmail: string) =>
    client.post('/users/profile/sendEmailVerificationContact', { email, oldEmail });

  it('refuses the stored address, and one another account has (409), changing nothing', async () => {
    const reader = await clientAs(t.app, 'Reader');
    await unchanged('Reader', async () => {
      const same = await sendEmail(reader, demoAccount('Reader').email, 'old@example.in');
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual({
        status: false,
        code: 'newEmailSameAsOld',
        field: 'email',
        message: MESSAGES.newEmailSameAsOld,
      });
      const taken = await sendEmail(reader, demoAccount('Judge').email, demoAccount('Reader').email);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        status: false,
        code: 'emailTaken',
        field: 'email',
        message: MESSAGES.emailTaken,
      });
    });
  });

  it('e-mails a code to the new address; a stale old e-mail and a wrong code are refused; then saves', async () => {
    const reader = await clientAs(t.app, 'Reader');
    const oldEmail = demoAccount('Reader').email;
    const newEmail = 'reader.new@example.in';
    const received = sink.received.length;
    const sent = await sendEmail(reader, newEmail, oldEmail);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: true, code: 'otpSent', message: MESSAGES.otpSent });
    const { token } = sent.json().data;
    const code = codeOf((await nextMail(sink, newEmail, received)).text);

    await unchanged('Reader', async () => {
      const verifyEmail = (body: object) => reader.post('/users/profile/emailContactOTPVerification', body);
      const stale = await verifyEmail({ otp: code, token, oldEmail: 'someone@example.in' });
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toEqual({
        status: false,
        code: 'contactChanged',
        field: 'oldEmail',
        message: MESSAGES.contactChanged,
      });
      const wrong = await verifyEmail({ otp: wrongCode(code), token, oldEmail });
      expect(wrong.json()).toEqual({
        status: false,
        code: 'otpWrong',
        field: 'otp',
        message: MESSAGES.otpWrong,
      });
      const asMobileChange = await verifyMobile(reader, {
        otp: code,
        token,
        newMobile: '9877777777',
        dialCode: '91',
      });
      expect(asMobileChange.json()).toEqual({
        status: false,
        code: 'resetTokenInvalid',
        field: 'token',
        message: MESSAGES.resetTokenInvalid,
      });
    });

    const saved = await reader.post('/users/profile/emailContactOTPVerification', {
      otp: code,
      token,
      oldEmail,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      status: true,
      code: 'emailUpdated',
      message: MESSAGES.emailUpdated,
      data: { email: newEmail },
    });
    expect((await reader.get('/users/profile')).json().data.email).toBe(newEmail);
  });

  it('withdraws a password code sent to the old address once the new one is saved', async () => {
    const judge = await clientAs(t.app, 'Judge');
    const oldEmail = demoAccount('Judge').email;
    const newEmail = 'judge.moved@example.in';
    let received = sink.received.length;
    const forgot = await post(
      t.app,
      '/users/settings/forgetPassword',
      { userId: oldEmail, captchaValue: await solvedCaptcha(t.app) },
      { ip: nextIp() },
    );
    expect(forgot.statusCode).toBe(200);
    const resetMail = await nextMail(sink, oldEmail, received);
    const resetToken = forgot.json().data.token;

    received = sink.received.length;
    const sent = await sendEmail(judge, newEmail, oldEmail);
    const code = codeOf((await nextMail(sink, newEmail, received)).text);
    const saved = await judge.post('/users/profile/emailContactOTPVerification', {
      otp: code,
      token: sent.json().data.token,
      oldEmail,
    });
    expect(saved.statusCode).toBe(200);

    const reset = await post(
      t.app,
      '/users/profile/emailOTPVerification',
      { otp: codeOf(resetMail.text), token: resetToken },
      { ip: nextIp() },
    );
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({
      status: false,
      code: 'resetTokenInvalid',
      field: 'token',
      message: MESSAGES.resetTokenInvalid,
    });
  });
});
