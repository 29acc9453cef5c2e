import { SESSION_COOKIE, SOCKET_EVENTS, SOCKET_PATH, type CourtroomAck } from '@nyaya/shared';
import type { Page } from '@playwright/test';
import { io } from 'socket.io-client';

/** The signed-in page's session socket (as its browser would open it), from the page's cookies. */
export async function sessionSocket(page: Page, origin = new URL(page.url()).origin) {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === SESSION_COOKIE);
  const socket = io(origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie: `${SESSION_COOKIE}=${cookie?.value}` },
  });
  await new Promise((resolve, reject) => {
    socket.once(SOCKET_EVENTS.sessionReady, resolve);
    socket.once('connect_error', reject);
  });
  const granted = async <T>(event: string, payload: unknown) =>
    (await socket.timeout(30_000).emitWithAck(event, payload)) as CourtroomAck<T>;
  return { socket, granted };
}
