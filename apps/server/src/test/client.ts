import { API_PREFIX, DEMO_PASSWORD, type Role, demoAccount } from '@nyaya/shared';
import type { App } from '../app.ts';
import { csrf, nextIp, sessionCookieFor } from './http.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in demo user of a role calling the API, as a browser would (cookie and CSRF), from one address. */
export function clientAs(app: App, role: Role, ip = nextIp()) {
  return clientOf(app, demoAccount(role).email, DEMO_PASSWORD, ip);
}

/** Any signed-in account (e.g. one a test signed up) calling the API as a browser would. */
export async function clientOf(app: App, userId: string, password: string, ip = nextIp()) {
  const session = await sessionCookieFor(app, userId, ip, password);
  const call = (method: Method, path: string, payload?: object, from = ip) => {
    const withCsrf = csrf(session);
    return app.inject({
      method,
      url: `${API_PREFIX}${path}`,
      cookies: withCsrf.cookies,
      headers: withCsrf.headers,
      remoteAddress: from,
      ...(payload === undefined ? {} : { payload }),
    });
  };
  return {
    ip,
    session,
    get: (path: string, from?: string) => call('GET', path, undefined, from),
    post: (path: string, payload: object = {}, from?: string) => call('POST', path, payload, from),
    put: (path: string, payload: object) => call('PUT', path, payload),
    patch: (path: string, payload: object) => call('PATCH', path, payload),
    del: (path: string) => call('DELETE', path),
  };
}

export type TestClient = Awaited<ReturnType<typeof clientOf>>;
