import { SESSION_COOKIE, SOCKET_EVENTS, SOCKET_PATH } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { nextIp, sessionCookieFor } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call } from './admin-users-fixtures.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

async function openSocket(cookies: Record<string, string>) {
  const socket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie: `${SESSION_COOKIE}=${cookies[SESSION_COOKIE]}` },
  });
  await new Promise((resolve) => socket.once(SOCKET_EVENTS.sessionReady, resolve));
  return socket;
}

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
