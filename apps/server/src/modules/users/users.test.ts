import { API_PREFIX, MESSAGES, DEMO_PASSWORD } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../core/db/schema/index.ts';
import { nextIp, sessionCookieFor, signIn } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API_PREFIX}/users/me`, cookies });

describe('#users.me', () => {
  it('answers 401 when anonymous', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, code: 'notSignedIn', message: MESSAGES.notSignedIn });
  });

  it('presents the signed-in user', async () => {
    const cookies = await sessionCookieFor(t.app, 'judge@example.in', nextIp());
    const response = await me(cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      data: { role: 'Judge', email: 'judge@example.in', mobile: '9000000001', courtRoom: '1^1' },
    });
  });

  it('refuses the session of a deactivated user, whose right password then hears the account is locked', async () => {
    const cookies = await sessionCookieFor(t.app, 'admin@example.in', nextIp());
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, 'admin@example.in'));
    expect((await me(cookies)).statusCode).toBe(401);
    const again = await signIn(t.app, 'admin@example.in', DEMO_PASSWORD, nextIp());
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ status: false, code: 'accountLocked', message: MESSAGES.accountLocked });
  });

  it('refuses an expired session', async () => {
    const cookies = await sessionCookieFor(t.app, 'controller@example.in', nextIp());
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await me(cookies)).statusCode).toBe(401);
  });

  it('refuses a made-up session token', async () => {
    expect((await me({ nyaya_session: 'forged' })).statusCode).toBe(401);
  });
});
