import { API_PREFIX, CSRF_HEADER, SESSION_COOKIE, DEMO_PASSWORD, csrfCookieName } from '@nyaya/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app.ts';

const CSRF = 'test-csrf-token-0123456789';

/** The cookie and header of a client that passed the double-submit CSRF check, secure cookies or not. */
export function csrf(cookies: Record<string, string> = {}) {
  return {
    cookies: { ...cookies, [csrfCookieName(false)]: CSRF, [csrfCookieName(true)]: CSRF },
    headers: { [CSRF_HEADER]: CSRF },
  };
}

type PostOptions = { cookies?: Record<string, string>; headers?: Record<string, string>; ip?: string };

/** A browser-like POST (with CSRF) to an API path, from a given client address. */
export function post(app: App, path: string, payload: object, options: PostOptions = {}) {
  const withCsrf = csrf(options.cookies);
  return app.inject({
    method: 'POST',
    url: `${API_PREFIX}${path}`,
    payload,
    cookies: withCsrf.cookies,
    headers: { ...withCsrf.headers, ...options.headers },
    remoteAddress: options.ip ?? '127.0.0.1',
  });
}

export function signIn(app: App, userId: string, password = DEMO_PASSWORD, ip = '127.0.0.1') {
  return post(app, '/auth/login', { userId, password }, { ip });
}

export function cookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

export async function sessionCookieFor(
  app: App,
  userId: string,
  ip?: string,
  password = DEMO_PASSWORD,
): Promise<Record<string, string>> {
  const response = await signIn(app, userId, password, ip);
  const token = cookieOf(response, SESSION_COOKIE);
  if (response.statusCode !== 200 || !token) throw new Error(`sign-in failed: ${response.body}`);
  return { [SESSION_COOKIE]: token };
}

/** A different client address per call, so the per-IP sign-in limit of one test never touches another's. */
let lastOctet = 0;
export function nextIp(): string {
  lastOctet += 1;
  return `10.0.${Math.floor(lastOctet / 250)}.${(lastOctet % 250) + 1}`;
}
