import {
  API_PREFIX,
  CSRF_COOKIE,
  LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE,
  MESSAGES,
  SESSION_COOKIE,
  DEMO_PASSWORD,
} from '@nyaya/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, sessions, users } from '../../core/db/schema/index.ts';
import { cookieOf, nextIp, post, sessionCookieFor, signIn } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { refusal } from '../../test/refusal.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (options: { cookies?: Record<string, string>; headers?: Record<string, string> }) =>
  t.app.inject({ method: 'GET', url: `${API_PREFIX}/users/me`, ...options });

async function accessEvents(email: string) {
  const rows = await t.db
    .select({ event: accessLog.event, ip: accessLog.ip, userAgent: accessLog.userAgent })
    .from(accessLog)
    .innerJoin(users, eq(accessLog.userId, users.id))
    .where(eq(users.email, email))
    .orderBy(accessLog.id);
  return rows;
}

describe('#auth.login', () => {
  it.each([
    ['judge@example.in', 'Judge', '1^1'],
    ['JUDGE@Example.in', 'Judge', '1^1'],
    ['9000000001', 'Judge', '1^1'],
    ['advocate@example.in', 'Advocate', null],
    ['9000000004', 'Reader', '1^1'],
    ['9000000007', 'Admin', null],
  ])('signs %s in as %s and presents the user without secrets', async (userId, role, courtRoom) => {
    const response = await signIn(t.app, userId, DEMO_PASSWORD, nextIp());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: true,
      code: 'signedIn',
      message: MESSAGES.signedIn,
      data: { role, courtRoom },
    });
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'id',
        'role',
        'firstName',
        'lastName',
        'name',
        'email',
        'dialCode',
        'mobile',
        'country',
        'enrollmentNumber',
        'advocateVerified',
        'courtRoom',
        'language',
      ].sort(),
    );
    expect(body).not.toHaveProperty('token');
    const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookieOf(response, CSRF_COOKIE)).toBeTruthy();
  });

  it('gives the advocate their enrollment number', async () => {
    const response = await signIn(t.app, 'advocate@example.in', DEMO_PASSWORD, nextIp());
    expect(response.json().data).toMatchObject({
      enrollmentNumber: 'D/1234/2020',
      advocateVerified: true,
      dialCode: '91',
      country: 'IN',
    });
  });

  it('answers a wrong password and an unknown user with the same 401, and logs the failure', async () => {
    const ip = nextIp();
    const wrong = await signIn(t.app, 'controller@example.in', 'Wrong@12345', ip);
    const unknown = await signIn(t.app, 'nobody@example.in', DEMO_PASSWORD, nextIp());
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: false,
        code: 'invalidCredentials',
        message: MESSAGES.invalidCredentials,
      });
      expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
    }
    expect((await accessEvents('controller@example.in')).at(-1)).toEqual({
      event: 'sign_in_failed',
      ip,
      userAgent: 'lightMyRequest',
    });
  });

  it.each([
    [{ password: 'x' }, 'userId', MESSAGES.userIdRequired],
    [{ userId: '  ', password: 'x' }, 'userId', MESSAGES.userIdRequired],
    [{ userId: 'judge@', password: 'x' }, 'userId', MESSAGES.userIdInvalid],
    [{ userId: '5000000000', password: 'x' }, 'userId', MESSAGES.userIdInvalid],
    [{ userId: 'judge@example.in' }, 'password', MESSAGES.passwordRequired],
    [{ userId: 'judge@example.in', password: '' }, 'password', MESSAGES.passwordRequired],
  ])('refuses %j with 400 naming %s', async (payload, field, message) => {
    const response = await post(t.app, '/auth/login', payload, { ip: nextIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, field));
  });

  it('refuses a body that is not JSON with a 400 in the same shape', async () => {
    const response = await post(
      t.app,
      '/auth/login',
      {},
      { ip: nextIp(), headers: { 'content-type': 'text/plain' } },
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ status: false, message: expect.any(String) });
  });

  it('limits sign-in attempts per IP address with 429 in the API shape', async () => {
    const ip = nextIp();
    for (let attempt = 0; attempt < LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE; attempt++) {
      expect((await post(t.app, '/auth/login', { userId: 'judge@example.in' }, { ip })).statusCode).toBe(400);
    }
    const limited = await signIn(t.app, 'judge@example.in', DEMO_PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: false,
      code: 'tooManyRequests',
      message: MESSAGES.tooManyRequests,
    });
    expect((await signIn(t.app, 'judge@example.in', DEMO_PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('writes sign_in to the access log', async () => {
    await sessionCookieFor(t.app, 'superadmin@example.in', nextIp());
    expect((await accessEvents('superadmin@example.in')).map((row) => row.event)).toContain('sign_in');
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call without the header (403) and changes nothing', async () => {
    const before = await t.db.select().from(sessions);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/auth/login`,
      payload: { userId: 'judge@example.in', password: DEMO_PASSWORD },
      cookies: { [CSRF_COOKIE]: 'a-token' },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: false, code: 'csrfMissing', message: MESSAGES.csrfMissing });
    expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
    expect(await t.db.select().from(sessions)).toHaveLength(before.length);
  });

  it('refuses a header that does not match the cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/auth/logout`,
      cookies: { [CSRF_COOKIE]: 'a-token' },
      headers: { 'x-csrf-token': 'another-token' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('#auth.login for API clients', () => {
  it('returns a bearer token that works for /users/me and needs no CSRF, and is handed no cookie', async () => {
    const login = await post(
      t.app,
      '/auth/login',
      { userId: '9000000005', password: DEMO_PASSWORD, client: 'api' },
      {
        ip: nextIp(),
      },
    );
    const { token } = login.json();
    expect(token).toEqual(expect.any(String));
    const headers = { authorization: `Bearer ${token}` };
    const signedIn = await me({ headers });
    expect(signedIn.json()).toMatchObject({ status: true, data: { role: 'Controller' } });
    expect(signedIn.headers['set-cookie']).toBeUndefined();

    const logout = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth/logout`, headers });
    expect(logout.statusCode).toBe(200);
    expect((await me({ headers })).statusCode).toBe(401);
  });

  it('never falls back to the cookie when a bearer header is present', async () => {
    const cookies = await sessionCookieFor(t.app, 'judge@example.in', nextIp());
    const response = await me({ cookies, headers: { authorization: 'Bearer not-a-token' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('#auth.logout', () => {
  it('revokes the session, clears the cookie and logs sign_out', async () => {
    const cookies = await sessionCookieFor(t.app, 'reader@example.in', nextIp());
    expect((await me({ cookies })).statusCode).toBe(200);

    const response = await post(t.app, '/auth/logout', {}, { cookies });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      code: 'signedOut',
      message: MESSAGES.signedOut,
      data: null,
    });
    expect(response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe('');

    expect((await me({ cookies })).statusCode).toBe(401);
    const readerSessions = await t.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .innerJoin(users, eq(sessions.userId, users.id))
      .where(and(eq(users.email, 'reader@example.in'), isNotNull(sessions.revokedAt)));
    expect(readerSessions).toHaveLength(1);
    expect((await accessEvents('reader@example.in')).map((row) => row.event).at(-1)).toBe('sign_out');
  });

  it('answers 401 when not signed in', async () => {
    const response = await post(t.app, '/auth/logout', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, code: 'notSignedIn', message: MESSAGES.notSignedIn });
  });
});

describe('#auth.session', () => {
  const session = (cookies?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `${API_PREFIX}/auth/session`, cookies });

  it('answers an anonymous visitor 200 with no user, and a signed-in one with them; a revoked session is no one', async () => {
    const anonymous = await session();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ status: true, data: null });

    const cookies = await sessionCookieFor(t.app, 'controller@example.in', nextIp());
    const signedIn = await session(cookies);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toEqual((await me({ cookies })).json().data);

    await post(t.app, '/auth/logout', {}, { cookies });
    expect((await session(cookies)).json()).toEqual({ status: true, data: null });
  });
});
