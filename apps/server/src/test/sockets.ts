import { SESSION_COOKIE, SOCKET_EVENTS, SOCKET_PATH } from '@nyaya/shared';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { TestApp } from './test-app.ts';

/** Starts the test app on a free loopback port, as sockets need a listening server; resolves with its address. */
export async function listeningUrl(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** A session socket of the signed-in browser whose cookies these are, once the server said session-ready. */
export async function signedInSocket(url: string, cookies: Record<string, string>): Promise<Socket> {
  const socket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie: `${SESSION_COOKIE}=${cookies[SESSION_COOKIE]}` },
  });
  await new Promise((resolve, reject) => {
    socket.once(SOCKET_EVENTS.sessionReady, resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}
