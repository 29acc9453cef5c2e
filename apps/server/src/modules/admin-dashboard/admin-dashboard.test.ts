import { API_PREFIX, DAY_MS } from '@nyaya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, ipBans, sessions } from '../../core/db/schema/index.ts';
import { nextIp, sessionCookieFor, signIn } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startOfIndianDay } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('startOfIndianDay', () => {
  it.each([
    ['2026-03-10T18:29:59Z', '2026-03-09T18:30:00.000Z'],
    ['2026-03-10T18:30:00Z', '2026-03-10T18:30:00.000Z'],
    ['2026-03-10T02:00:00Z', '2026-03-09T18:30:00.000Z'],
  ])('%s → %s', (now, midnight) => {
    expect(startOfIndianDay(new Date(now)).toISOString()).toBe(midnight);
  });
});

describe('#adminDashboard', () => {
  it('counts users by role, sign-ins today, live sessions, recent failures and bans', async () => {
    await t.db.delete(sessions);
    await t.db.delete(accessLog);
    const yesterday = new Date(startOfIndianDay(new Date()).getTime() - 60_000);
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    await t.db.insert(accessLog).values([
      { event: 'sign_in', createdAt: yesterday },
      { event: 'sign_in_failed', createdAt: twoDaysAgo },
    ]);
    await t.db.insert(ipBans).values([
      { ip: '203.0.113.7', isBanned: true },
      { ip: '203.0.113.8', isBanned: false },
    ]);
    await signIn(t.app, 'judge@example.in', 'Wrong@12345', nextIp());
    await sessionCookieFor(t.app, 'judge@example.in', nextIp());
    const admin = await sessionCookieFor(t.app, 'superadmin@example.in', nextIp());

    const response = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/master/dashboard`,
      cookies: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: {
        usersByRole: {
          Judge: 1,
          Advocate: 1,
          Individual: 1,
          Reader: 1,
          Controller: 1,
          SuperAdmin: 1,
          Admin: 1,
        },
        signInsToday: 2,
        activeSessions: 2,
        failedSignIns24h: 1,
        bannedIps: 1,
        liveCourtrooms: 0,
        recordings: 0,
        storageBytes: 0,
      },
    });
  });
});
