import { API_PREFIX } from '@nyaya/shared';
import type { App } from '../../app.ts';
import { csrf, nextIp } from '../../test/http.ts';

/** A valid add-user form for a Judge in the demo court room. */
export const NEW_JUDGE = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'Meera.Iyer@Example.IN',
  dialCode: '+91',
  mobile: '9811100001',
  role: 'Judge',
  courtRoom: '1^1',
} as const;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** A browser-like call (CSRF included) to an API path with the given session cookies. */
export function call(
  app: App,
  method: Method,
  path: string,
  cookies: Record<string, string>,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const withCsrf = csrf(cookies);
  return app.inject({
    method,
    url: `${API_PREFIX}${path}`,
    cookies: withCsrf.cookies,
    headers: { ...withCsrf.headers, ...headers },
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
}
