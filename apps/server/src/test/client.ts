import { API_PREFIX, type Role, demoAccount } from '@nyaya/shared';
import type { App } from '../app.ts';
import { csrf, nextIp, sessionCookieFor } from './http.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A signed-in demo user of a role calling the API, as a browser would (cookie and CSRF), from one address. */
export async function clientAs(app: App, role: Role, ip = nextIp()) {
  const session = await sessionCookieFor(app, demoAccount(role).email, ip);
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
    del: (path: string) => call('DELETE', path),
  };
}

export type TestClient = Awaited<ReturnType<typeof clientAs>>;
