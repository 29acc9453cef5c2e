import { API_PREFIX, MESSAGES, SESSION_COOKIE, SOCKET_EVENTS, SOCKET_PATH } from '@nyaya/shared';
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { anotherInstance, createTestApp, type TestApp } from '../../test/test-app.ts';

/** Scale-out needs PostgreSQL and Redis: vitest.config.ts includes *.scale-out.test.ts only in that run. */
if (process.env.NYAYA_TEST_DB !== 'postgres' || !process.env.TEST_REDIS_URL) {
  throw new Error('scale-out tests need NYAYA_TEST_DB=postgres and TEST_REDIS_URL');
}

let a: TestApp;
let b: App;
let admin: TestClient;

beforeAll(async () => {
  a = await createTestApp();
  b = await anotherInstance(a);
  await b.listen({ port: 0, host: '127.0.0.1' });
  admin = await clientAs(a.app, 'SuperAdmin');
});
afterAll(async () => {
  await b.close();
  await a.close();
});

async function statusOnB(ip: string) {
  return (await b.inject({ method: 'GET', url: `${API_PREFIX}/health`, remoteAddress: ip })).statusCode;
}

/** The change travels through Redis; allow it a moment, never more than a second. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (const deadline = Date.now() + 1000; Date.now() < deadline;) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

describe('IP bans across instances', () => {
  it('a ban through one instance is refused by the other at once, and lifted the same way', async () => {
    const ip = '203.0.113.77';
    expect(await statusOnB(ip)).toBe(200);
    await admin.post('/master/updateIpStatus', { ip, isBanned: true });
    expect(await eventually(async () => (await statusOnB(ip)) === 403)).toBe(true);
    await admin.post('/master/updateIpStatus', { ip, isBanned: false });
    expect(await eventually(async () => (await statusOnB(ip)) === 200)).toBe(true);
  });

  it('closes the other instance’s sockets of a banned address', async () => {
    const url = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
    const socket = connect(url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { cookie: `${SESSION_COOKIE}=${admin.session[SESSION_COOKIE]}` },
    });
    try {
      await new Promise((resolve, reject) => {
        socket.once(SOCKET_EVENTS.sessionReady, resolve);
        socket.once('connect_error', reject);
      });
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await admin.post('/master/updateIpStatus', { ip: '127.0.0.1', isBanned: true });
      expect(await closed).toBe('io server disconnect');
      expect((await b.inject({ method: 'GET', url: '/', remoteAddress: '127.0.0.1' })).json()).toEqual({
        status: false,
        code: 'ipBanned',
        message: MESSAGES.ipBanned,
      });
    } finally {
      socket.close();
      await admin.post('/master/updateIpStatus', { ip: '127.0.0.1', isBanned: false });
    }
  });
});
