import { MESSAGES, demoAccount } from '@nyaya/shared';
import { VALID_ADVOCATE_SIGNUP } from '@nyaya/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, post } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const LIMIT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_RATE_LIMIT: String(LIMIT) });
});
afterAll(() => t.close());

describe('#auth.signup rate limit', () => {
  it('answers 429 once one IP asked SIGNUP_RATE_LIMIT times, whatever the answers; another IP signs up', async () => {
    const ip = nextIp();
    const signup = (payload: object, from = ip) => post(t.app, '/auth/signup', payload, { ip: from });
    // Refused by validation: never reaches the duplicate checks, so it is not counted.
    expect((await signup({ ...VALID_ADVOCATE_SIGNUP, email: 'not-an-email' })).statusCode).toBe(400);
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const taken = await signup({ ...VALID_ADVOCATE_SIGNUP, email: demoAccount('Judge').email });
      expect(taken.json()).toEqual({
        status: false,
        code: 'emailTaken',
        field: 'email',
        message: MESSAGES.emailTaken,
      });
    }

    const limited = await signup(VALID_ADVOCATE_SIGNUP);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: false,
      code: 'tooManyRequests',
      message: MESSAGES.tooManyRequests,
    });
    expect((await signup(VALID_ADVOCATE_SIGNUP, nextIp())).statusCode).toBe(201);
  });
});
