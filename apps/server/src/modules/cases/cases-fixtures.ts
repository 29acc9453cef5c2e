import { API_PREFIX, SESSION_COOKIE } from '@nyaya/shared';
import { VALID_ADVOCATE_SIGNUP } from '@nyaya/shared/testing';
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import type { TestClient } from '../../test/client.ts';
import { cookieOf, csrf, nextIp, signIn } from '../../test/http.ts';
import { signUpVerified } from '../../test/signup.ts';
import { entryBody } from '../cause-list/cause-list-fixtures.ts';

/** Lists a hearing through the Controller's Cause List page; its id. */
export async function listHearing(
  controller: TestClient,
  hearing: { cnr: string; nextDate: string; caseNumber: string } & Parameters<typeof entryBody>[0],
): Promise<number> {
  const response = await controller.post('/causeList/controller/addCauseList', entryBody(hearing));
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

/** A call with no session at all. */
export function anonymous(app: App, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) {
  return app.inject({
    method,
    url: `${API_PREFIX}${path}`,
    ...csrf(),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A second advocate, signed up through the signup form and signed in, calling the API as a browser would. */
export async function signedUpAdvocate(app: App): Promise<Pick<TestClient, 'get' | 'post' | 'del'>> {
  const signup = VALID_ADVOCATE_SIGNUP;
  await signUpVerified(app, signup);
  const ip = nextIp();
  const session = {
    [SESSION_COOKIE]: cookieOf(await signIn(app, signup.mobile, signup.password, ip), SESSION_COOKIE) ?? '',
  };
  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
    app.inject({
      method,
      url: `${API_PREFIX}${path}`,
      ...csrf(session),
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    get: (path) => call('GET', path),
    post: (path, payload = {}) => call('POST', path, payload),
    del: (path) => call('DELETE', path),
  };
}
