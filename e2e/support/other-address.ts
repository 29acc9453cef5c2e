import { request as httpRequest } from 'node:http';
import { API_PREFIX, CSRF_COOKIE, CSRF_HEADER } from '@nyaya/shared';

/** Every 127.x address is this machine's loopback, so a request bound to another one is a second client IP. */
export const OTHER_CLIENT_ADDRESS = '127.0.0.2';

type Answer = { status: number; body: string; setCookie: string[] };

function send(baseURL: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  const url = new URL(path, baseURL);
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        headers,
        localAddress: OTHER_CLIENT_ADDRESS,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text, setCookie: res.headers['set-cookie'] ?? [] }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A sign-in attempt from the other address, so it appears in the access log (and on the IP list). */
export async function signInFromOtherAddress(baseURL: string, userId: string, password: string) {
  const first = await send(baseURL, 'GET', `${API_PREFIX}/auth/csrf`, {});
  const csrf = first.setCookie
    .map((cookie) => new RegExp(`^${CSRF_COOKIE}=([^;]+)`).exec(cookie)?.[1])
    .find(Boolean);
  return send(
    baseURL,
    'POST',
    `${API_PREFIX}/auth/login`,
    { 'content-type': 'application/json', cookie: `${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf ?? '' },
    JSON.stringify({ userId, password }),
  );
}

export function getFromOtherAddress(baseURL: string, path: string) {
  return send(baseURL, 'GET', path, {});
}
