import {
  API_PREFIX,
  CSRF_HEADER,
  DEMO_PASSWORD,
  MESSAGES,
  SECURE_CSRF_COOKIE,
  CSRF_COOKIE,
} from '@nyaya/shared';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** A POST over a real connection, its request target sent exactly as written (no client normalises it). */
function rawPost(
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: target,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify({ userId: 'judge@example.in', password: DEMO_PASSWORD }));
  });
}

const refused = { status: false, code: 'csrfMissing', message: MESSAGES.csrfMissing };

describe('CSRF on the routed address', () => {
  it.each([
    `${API_PREFIX}/auth/login`,
    '/%61pi/v1/auth/login',
    '/%61%70%69/v1/auth/%6cogin',
    `http://127.0.0.1${API_PREFIX}/auth/login`,
    `//api/v1/auth/login`,
    '/API/v1/auth/login',
    '/api/v1/../v1/auth/login',
    '/api%2fv1/auth/login',
    '/./api/v1/auth/login',
  ])('refuses POST %s without the cookie and header (403), so no sign-in happens', async (target) => {
    const response = await rawPost(target);
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toEqual(refused);
  });

  it('lets the encoded address through with the cookie and header, to the login it routes to', async () => {
    const response = await rawPost('/%61pi/v1/auth/login', {
      cookie: `${CSRF_COOKIE}=a-token`,
      [CSRF_HEADER]: 'a-token',
    });
    expect(response.status).toBe(200);
  });
});

describe('CSRF cookie where cookies are Secure', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ COOKIE_SECURE: 'true' });
  });
  afterAll(() => secure.close());

  const login = (cookies: Record<string, string>) =>
    secure.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/auth/login`,
      payload: { userId: 'judge@example.in', password: 'not-the-password' },
      cookies,
      headers: { [CSRF_HEADER]: 'a-token' },
    });

  it('is the __Host- cookie: Secure, for Path=/, with no Domain', async () => {
    const response = await secure.app.inject({ method: 'GET', url: `${API_PREFIX}/auth/csrf` });
    expect(response.cookies.map((cookie) => cookie.name)).toEqual([SECURE_CSRF_COOKIE]);
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({ secure: true, path: '/', sameSite: 'Lax' });
    expect(cookie).not.toHaveProperty('domain');
    expect(SECURE_CSRF_COOKIE).toBe('__Host-nyaya_csrf');
  });

  it('is the only one read: a plain cookie matching the header is refused (403)', async () => {
    const plain = await login({ [CSRF_COOKIE]: 'a-token' });
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toEqual(refused);
    const prefixed = await login({ [SECURE_CSRF_COOKIE]: 'a-token' });
    expect(prefixed.statusCode).toBe(401);
    expect(prefixed.json().message).toBe(MESSAGES.invalidCredentials);
  });
});
