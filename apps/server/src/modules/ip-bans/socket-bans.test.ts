import { MESSAGES, SESSION_COOKIE, SOCKET_EVENTS, SOCKET_PATH } from '@nyaya/shared';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The socket client connects over loopback, so its address is this one. */
const LOOPBACK = '127.0.0.1';

let t: TestApp;
let admin: TestClient;
let url: string;
const opened: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await clientAs(t.app, 'SuperAdmin');
  await t.app.listen({ port: 0, host: LOOPBACK });
  url = `http://${LOOPBACK}:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  opened.splice(0).forEach((socket) => socket.close());
  await admin.post('/master/updateIpStatus', { ip: LOOPBACK, isBanned: false });
});
afterAll(() => t.close());

function open(): Socket {
  const socket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie: `${SESSION_COOKIE}=${admin.session[SESSION_COOKIE]}` },
  });
  opened.push(socket);
  return socket;
}

const ready = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once(SOCKET_EVENTS.sessionReady, () => resolve());
    socket.once('connect_error', reject);
  });

describe('IP bans on the socket', () => {
  it('refuses a connection from a banned address at connect', async () => {
    await admin.post('/master/updateIpStatus', { ip: LOOPBACK, isBanned: true });
    const refusal = await new Promise<string>((resolve) =>
      open().once('connect_error', (e) => resolve(e.message)),
    );
    expect(refusal).toBe(MESSAGES.ipBanned);
  });

  it('closes the open sockets of an address the moment it is banned', async () => {
    const socket = open();
    await ready(socket);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await admin.post('/master/updateIpStatus', { ip: LOOPBACK, isBanned: true });
    expect(await closed).toBe('io server disconnect');
  });

  it('accepts the address again once unbanned', async () => {
    await admin.post('/master/updateIpStatus', { ip: LOOPBACK, isBanned: true });
    await admin.post('/master/updateIpStatus', { ip: LOOPBACK, isBanned: false });
    await expect(ready(open())).resolves.toBeUndefined();
  });
});
