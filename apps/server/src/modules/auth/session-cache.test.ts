import { demoAccount } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { courtRooms, sessions, users } from '../../core/db/schema/index.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Every signed-in request is answered from the instance's session cache once the session was looked up; these
// change what a cached session stands for, the way other code or another process would, and ask again.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signed in and looked up once, so that the instance holds the session. */
async function cachedClient(role: Parameters<typeof clientAs>[1]): Promise<TestClient> {
  const client = await clientAs(t.app, role);
  expect((await client.get('/users/me')).statusCode).toBe(200);
  return client;
}

const userIdOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';

/** PostgreSQL delivers the database's message on a connection of its own, a moment after the change. */
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 2_000, interval: 20 });

describe('a cached session', () => {
  it('ends when its user is deactivated in the database', async () => {
    const client = await cachedClient('Reader');
    await t.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, demoAccount('Reader').email));
    await soon(async () => expect((await client.get('/users/me')).statusCode).toBe(401));
    await t.db
      .update(users)
      .set({ isActive: true })
      .where(eq(users.email, demoAccount('Reader').email));
  });

  it('ends when its row is revoked, and only that session', async () => {
    const client = await cachedClient('Controller');
    const other = await cachedClient('Controller');
    const userId = await userIdOf(demoAccount('Controller').email);
    const [first] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(sessions.createdAt);
    await t.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, first?.id ?? ''));
    await soon(async () => expect((await client.get('/users/me')).statusCode).toBe(401));
    expect((await other.get('/users/me')).statusCode).toBe(200);
  });

  it("shows its user's new role and court room", async () => {
    const client = await cachedClient('Judge');
    const [room] = await t.db.select().from(courtRooms).where(eq(courtRooms.value, '1^1'));
    await t.db
      .update(courtRooms)
      .set({ value: '1^1-renamed' })
      .where(eq(courtRooms.id, room?.id ?? 0));
    await soon(async () => expect((await client.get('/users/me')).json().data.courtRoom).toBe('1^1-renamed'));
    await t.db
      .update(courtRooms)
      .set({ value: '1^1' })
      .where(eq(courtRooms.id, room?.id ?? 0));
    await t.db
      .update(users)
      .set({ role: 'Reader' })
      .where(eq(users.email, demoAccount('Judge').email));
    await soon(async () => expect((await client.get('/users/me')).json().data.role).toBe('Reader'));
    await t.db
      .update(users)
      .set({ role: 'Judge' })
      .where(eq(users.email, demoAccount('Judge').email));
  });

  it("answers the caller's next request with what their own request changed, at once", async () => {
    const client = await cachedClient('Advocate');
    expect((await client.put('/users/me/language', { language: 'hi' })).statusCode).toBe(200);
    expect((await client.get('/users/me')).json().data.language).toBe('hi');
    expect((await client.post('/auth/logout')).statusCode).toBe(200);
    expect((await client.get('/users/me')).statusCode).toBe(401);
  });
});
