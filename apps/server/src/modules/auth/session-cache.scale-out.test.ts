import { API_PREFIX, DEMO_PASSWORD, demoAccount } from '@nyaya/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { users } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { anotherInstance, createTestApp, type TestApp } from '../../test/test-app.ts';

/** Scale-out needs PostgreSQL and Redis: vitest.config.ts includes *.scale-out.test.ts only in that run. */
if (process.env.NYAYA_TEST_DB !== 'postgres' || !process.env.TEST_REDIS_URL) {
  throw new Error('scale-out tests need NYAYA_TEST_DB=postgres and TEST_REDIS_URL');
}

let a: TestApp;
let b: App;
beforeAll(async () => {
  a = await createTestApp();
  b = await anotherInstance(a);
  await b.ready();
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** The client's session, asked of instance B. */
const meOnB = (client: TestClient) =>
  b.inject({ method: 'GET', url: `${API_PREFIX}/users/me`, cookies: client.session });

/** Signed in on A and looked up once on B, so that B holds the session. */
async function cachedOnB(role: Parameters<typeof clientAs>[1]): Promise<TestClient> {
  const client = await clientAs(a.app, role);
  expect((await meOnB(client)).statusCode).toBe(200);
  return client;
}

/** B hears of a change on A from the database a moment later: its message, not the cache's lifetime (30 s). */
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 2_000, interval: 20 });

describe('a session cached on another instance', () => {
  it('ends there when it is signed out here', async () => {
    const client = await cachedOnB('Reader');
    expect((await client.post('/auth/logout')).statusCode).toBe(200);
    await soon(async () => expect((await meOnB(client)).statusCode).toBe(401));
  });

  it('ends there when an administrator deactivates its user here', async () => {
    const client = await cachedOnB('Controller');
    const admin = await clientAs(a.app, 'SuperAdmin');
    const [target] = await a.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoAccount('Controller').email));
    const deactivated = await admin.patch(`/master/users/${target?.id}/status`, { isActive: false });
    expect(deactivated.statusCode).toBe(200);
    await soon(async () => expect((await meOnB(client)).statusCode).toBe(401));
  });

  it("ends there when its user's password is changed here", async () => {
    const client = await cachedOnB('Individual');
    const other = await clientAs(a.app, 'Individual');
    const changed = await other.post('/users/settings/changePassword', {
      currentPassword: DEMO_PASSWORD,
      password: 'Changed@12345',
      confirmPassword: 'Changed@12345',
    });
    expect(changed.statusCode).toBe(200);
    await soon(async () => expect((await meOnB(client)).statusCode).toBe(401));
  });

  it('keeps ending sessions after the connection that hears the database drops', async () => {
    const client = await cachedOnB('Judge');
    // Both instances' listening connections end, as when PostgreSQL restarts; each connects again.
    await a.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN %' AND datname = current_database()`,
    );
    const judge = eq(users.email, demoAccount('Judge').email);
    await a.db.update(users).set({ isActive: false }).where(judge);
    await soon(async () => expect((await meOnB(client)).statusCode).toBe(401));
    await a.db.update(users).set({ isActive: true }).where(judge);
    await soon(async () => expect((await meOnB(client)).statusCode).toBe(200));
    await a.db.update(users).set({ firstName: 'Renamed' }).where(judge);
    await soon(async () => expect((await meOnB(client)).json().data.firstName).toBe('Renamed'));
  });
});
