import {
  API_PREFIX,
  COURTROOM_EVENTS,
  MESSAGES,
  SESSION_COOKIE,
  SOCKET_EVENTS,
  SOCKET_LIMITS,
  SOCKET_PATH,
  DEMO_PASSWORD,
} from '@nyaya/shared';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, post, sessionCookieFor } from '../test/http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let url: string;
const opened: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  opened.splice(0).forEach((socket) => socket.close());
});
afterAll(() => t.close());

function open(options: { cookie?: string; bearer?: string; authToken?: string; queryToken?: string } = {}) {
  const socket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
    },
    auth: options.authToken ? { token: options.authToken } : {},
    query: options.queryToken ? { token: options.queryToken } : {},
  });
  opened.push(socket);
  return socket;
}

function refusal(socket: Socket): Promise<string> {
  return new Promise((resolve) => socket.once('connect_error', (error) => resolve(error.message)));
}

function sessionReady(socket: Socket): Promise<{ userId: string; role: string }> {
  return new Promise((resolve, reject) => {
    socket.once(SOCKET_EVENTS.sessionReady, resolve);
    socket.once('connect_error', reject);
  });
}

async function apiToken(userId: string): Promise<string> {
  const response = await post(
    t.app,
    '/auth/login',
    { userId, password: DEMO_PASSWORD, client: 'api' },
    { ip: nextIp() },
  );
  return response.json().token;
}

describe('session socket', () => {
  it('refuses a connection without credentials', async () => {
    expect(await refusal(open())).toBe(MESSAGES.notSignedIn);
  });

  it('refuses a forged token', async () => {
    expect(await refusal(open({ queryToken: 'forged' }))).toBe(MESSAGES.notSignedIn);
  });

  it('accepts the session cookie and says session-ready with the user and role', async () => {
    const cookies = await sessionCookieFor(t.app, 'judge@example.in', nextIp());
    const ready = await sessionReady(open({ cookie: `${SESSION_COOKIE}=${cookies[SESSION_COOKIE]}` }));
    expect(ready).toEqual({ userId: expect.any(String), role: 'Judge' });
  });

  it.each([['bearer'], ['authToken'], ['queryToken']] as const)(
    'accepts the API token as %s',
    async (how) => {
      const token = await apiToken('advocate@example.in');
      expect(await sessionReady(open({ [how]: token }))).toMatchObject({ role: 'Advocate' });
    },
  );

  it('ends the session on logout: session-ended, then disconnected, and no reconnect', async () => {
    const cookies = await sessionCookieFor(t.app, 'reader@example.in', nextIp());
    const other = await sessionCookieFor(t.app, 'reader@example.in', nextIp());
    const socket = open({ cookie: `${SESSION_COOKIE}=${cookies[SESSION_COOKIE]}` });
    const bystander = open({ cookie: `${SESSION_COOKIE}=${other[SESSION_COOKIE]}` });
    await Promise.all([sessionReady(socket), sessionReady(bystander)]);

    const ended = new Promise<void>((resolve) => socket.once(SOCKET_EVENTS.sessionEnded, () => resolve()));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const logout = await post(t.app, '/auth/logout', {}, { cookies });
    expect(logout.statusCode).toBe(200);
    await ended;
    expect(await disconnected).toBe('io server disconnect');
    expect(bystander.connected).toBe(true);

    expect(await refusal(open({ cookie: `${SESSION_COOKIE}=${cookies[SESSION_COOKIE]}` }))).toBe(
      MESSAGES.notSignedIn,
    );
    expect((await t.app.inject({ method: 'GET', url: `${API_PREFIX}/users/me`, cookies })).statusCode).toBe(
      401,
    );
  });
});

describe('sockets per session and per user', () => {
  const cookieOf = async (userId: string) =>
    `${SESSION_COOKIE}=${(await sessionCookieFor(t.app, userId, nextIp()))[SESSION_COOKIE]}`;
  const openReady = (cookie: string, count: number) =>
    Promise.all(Array.from({ length: count }, () => sessionReady(open({ cookie }))));

  it('a session holds up to its limit; one more is refused, saying what to close, until one closes', async () => {
    const cookie = await cookieOf('individual@example.in');
    await openReady(cookie, SOCKET_LIMITS.perSession);
    expect(await refusal(open({ cookie }))).toBe(MESSAGES.tooManySessionSockets);
    const first = opened.find((socket) => socket.connected);
    const closed = new Promise((resolve) => first?.once('disconnect', resolve));
    first?.close();
    await closed;
    await expect
      .poll(async () => {
        const socket = open({ cookie });
        return sessionReady(socket).then(
          () => 'connected',
          (error: Error) => error.message,
        );
      })
      .toBe('connected');
  });

  it('a user holds up to their limit over all their sessions; one more is refused in a new session', async () => {
    const sessions = SOCKET_LIMITS.perUser / SOCKET_LIMITS.perSession;
    for (let session = 0; session < sessions; session++)
      await openReady(await cookieOf('controller@example.in'), SOCKET_LIMITS.perSession);
    const another = await cookieOf('controller@example.in');
    expect(await refusal(open({ cookie: another }))).toBe(MESSAGES.tooManyUserSockets);
    const someoneElse = await cookieOf('individual@example.in');
    expect(await sessionReady(open({ cookie: someoneElse }))).toMatchObject({ role: 'Individual' });
  });
});

describe('an event with a control character in its payload', () => {
  it('is refused in its acknowledgement, naming the field, and reaches no handler', async () => {
    const cookies = await sessionCookieFor(t.app, 'advocate@example.in', nextIp());
    const socket = open({ cookie: `${SESSION_COOKIE}=${cookies[SESSION_COOKIE]}` });
    await sessionReady(socket);
    const refused = await socket
      .timeout(5000)
      .emitWithAck(COURTROOM_EVENTS.joinRoom, { roomId: 'Room1', cnr: 'DLCT0100000\u00002024' });
    expect(refused).toEqual({
      status: false,
      code: 'controlCharacters',
      message: MESSAGES.controlCharacters,
      field: 'cnr',
    });
    const nested = await socket
      .timeout(5000)
      .emitWithAck(COURTROOM_EVENTS.joinRoom, { roomId: 'Room1', extra: { note: 'a\u001bb' } });
    expect(nested).toEqual({
      status: false,
      code: 'controlCharacters',
      message: MESSAGES.controlCharacters,
      field: 'extra.note',
    });
    // The same event without the character reaches the lobby's handler, which answers for itself.
    const handled = await socket.timeout(5000).emitWithAck(COURTROOM_EVENTS.joinRoom, { roomId: 'Room1' });
    expect(handled).toMatchObject({ status: false });
    expect(handled.message).not.toBe(MESSAGES.controlCharacters);
  });
});
