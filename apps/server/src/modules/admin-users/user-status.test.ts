import {
  API_PREFIX,
  MESSAGES,
  RESET_TOKEN_HEADER,
  DEMO_PASSWORD,
  SIGN_IN_CAPTCHA,
  demoAccount,
} from '@nyaya/shared';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, sessions, signInFailures, users } from '../../core/db/schema/index.ts';
import { nextIp, sessionCookieFor, signIn } from '../../test/http.ts';
import { codeAndTokenOf, startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/fixtures/admin-users.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: Record<string, string>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://nyaya.example.in/' });
  admin = await sessionCookieFor(t.app, 'superadmin@example.in', nextIp());
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function idOf(email: string): Promise<string> {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

const setActive = async (email: string, isActive: boolean) =>
  call(t.app, 'PATCH', `/master/users/${await idOf(email)}/status`, admin, { isActive });
const me = (cookies: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${API_PREFIX}/users/me`, cookies });

async function lastLog() {
  const [row] = await t.db.select().from(accessLog).orderBy(desc(accessLog.id)).limit(1);
  return row;
}

describe('#adminUsers.status', () => {
  it('deactivation ends every session at once, sign-in then says locked, activation restores it', async () => {
    const first = await sessionCookieFor(t.app, 'controller@example.in', nextIp());
    const second = await sessionCookieFor(t.app, 'controller@example.in', nextIp());
    expect((await me(first)).statusCode).toBe(200);

    const response = await setActive('controller@example.in', false);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      code: 'userDeactivated',
      message: MESSAGES.userDeactivated,
      data: { email: 'controller@example.in', isActive: false },
    });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, await idOf('controller@example.in')), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    expect(await lastLog()).toMatchObject({ event: 'user_deactivated', target: 'controller@example.in' });
    const refused = await signIn(t.app, 'controller@example.in', DEMO_PASSWORD, nextIp());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: false, code: 'accountLocked', message: MESSAGES.accountLocked });

    const activated = await setActive('controller@example.in', true);
    expect(activated.json()).toMatchObject({ message: MESSAGES.userActivated, data: { isActive: true } });
    expect(await lastLog()).toMatchObject({ event: 'user_activated', target: 'controller@example.in' });
    expect((await signIn(t.app, 'controller@example.in', DEMO_PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('refuses to deactivate oneself', async () => {
    const response = await setActive('superadmin@example.in', false);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      code: 'cannotDeactivateSelf',
      field: 'isActive',
      message: MESSAGES.cannotDeactivateSelf,
    });
    expect((await me(admin)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for a missing flag', async () => {
    const unknown = await call(t.app, 'PATCH', `/master/users/${crypto.randomUUID()}/status`, admin, {
      isActive: false,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call(t.app, 'PATCH', `/master/users/x/status`, admin, {})).statusCode).toBe(400);
  });
});

describe('#adminUsers.sendResetCode', () => {
  it('mails a reset code to PUBLIC_URL; the new password ends old sessions and forgives failed sign-ins', async () => {
    const { email, mobile } = demoAccount('Individual');
    const old = await sessionCookieFor(t.app, email, nextIp());
    const identifiers = [email, mobile];
    const failed = { failures: SIGN_IN_CAPTCHA.afterFailures, firstFailedAt: new Date() };
    await t.db.insert(signInFailures).values(identifiers.map((identifier) => ({ identifier, ...failed })));

    const response = await call(t.app, 'POST', `/master/users/${await idOf(email)}/sendResetCode`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      code: 'resetCodeSent',
      message: MESSAGES.resetCodeSent,
      data: null,
    });
    expect(await lastLog()).toMatchObject({ event: 'reset_code_sent', target: email });

    const mail = smtp.lastTo(email);
    expect(mail?.subject).toBe('Reset your Nyaya Live password');
    expect(mail?.text).toMatch(
      /^Your Nyaya Live code to reset your password is \d{6} \(valid 10 minutes\)\. Open https:\/\/nyaya\.example\.in\/reset-password\?token=[\w-]+ and enter it\.$/,
    );
    const { code, token } = codeAndTokenOf(mail?.text ?? '');
    await call(t.app, 'POST', '/users/profile/emailOTPVerification', {}, { otp: code, token });
    const saved = await call(
      t.app,
      'POST',
      '/users/settings/resetPassword',
      {},
      { password: 'Priya@2025x', confirmPassword: 'Priya@2025x' },
      { [RESET_TOKEN_HEADER]: token },
    );
    expect(saved.statusCode).toBe(200);
    expect((await me(old)).statusCode).toBe(401);
    expect(await lastLog()).toMatchObject({ event: 'password_reset', userIdentifier: email });
    expect(
      await t.db.select().from(signInFailures).where(inArray(signInFailures.identifier, identifiers)),
    ).toEqual([]);
    // Without a captcha: the failures before the reset no longer count.
    expect((await signIn(t.app, email, DEMO_PASSWORD, nextIp())).statusCode).toBe(401);
    expect((await signIn(t.app, email, 'Priya@2025x', nextIp())).statusCode).toBe(200);
  });

  it('refuses a second code within 60 seconds', async () => {
    const path = `/master/users/${await idOf('advocate@example.in')}/sendResetCode`;
    expect((await call(t.app, 'POST', path, admin)).statusCode).toBe(200);
    const again = await call(t.app, 'POST', path, admin);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      status: false,
      code: 'otpResendTooSoon',
      message: MESSAGES.otpResendTooSoon,
    });
  });
});
