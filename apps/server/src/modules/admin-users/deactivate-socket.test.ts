import { SOCKET_EVENTS } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../core/db/schema/index.ts';
import { nextIp, sessionCookieFor } from '../../test/http.ts';
import { listeningUrl, signedInSocket } from '../../test/sockets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from '../../test/fixtures/admin-users.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listeningUrl(t);
});
afterAll(() => t.close());

const openSocket = (cookies: Record<string, string>) => signedInSocket(url, cookies);

describe('deactivating a user', () => {
  it('tells every socket of every session of theirs that it ended, and disconnects them', async () => {
    const sockets = await Promise.all(
      [nextIp(), nextIp()].map(async (ip) =>
        openSocket(await sessionCookieFor(t.app, 'reader@example.in', ip)),
      ),
    );
    const ended = sockets.map(
      (socket) =>
        new Promise<boolean>((resolve) => {
          let told = false;
          socket.once(SOCKET_EVENTS.sessionEnded, () => (told = true));
          socket.once('disconnect', () => resolve(told));
        }),
    );
    const admin = await sessionCookieFor(t.app, 'superadmin@example.in', nextIp());
    const [reader] = await t.db.select().from(users).where(eq(users.email, 'reader@example.in'));
    const response = await call(t.app, 'PATCH', `/master/users/${reader?.id}/status`, admin, {
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(await Promise.all(ended)).toEqual([true, true]);
  });
});
