import { MESSAGES } from '@nyaya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { nextIp, post } from '../../test/http.ts';
import { anotherInstance, createTestApp, type TestApp } from '../../test/test-app.ts';
import { solvedCaptcha } from '../../test/fixtures/account.ts';

/** Scale-out needs PostgreSQL and Redis: vitest.config.ts includes *.scale-out.test.ts only in that run. */
if (process.env.NYAYA_TEST_DB !== 'postgres' || !process.env.TEST_REDIS_URL) {
  throw new Error('scale-out tests need NYAYA_TEST_DB=postgres and TEST_REDIS_URL');
}

let a: TestApp;
let b: App;
beforeAll(async () => {
  a = await createTestApp();
  b = await anotherInstance(a);
  await b.ready();
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const forgot = (app: App, userId: string, captchaValue: string) =>
  post(app, '/users/settings/forgetPassword', { userId, captchaValue }, { ip: nextIp() });

describe('the captcha across instances', () => {
  it("one instance accepts the other's challenge once, and the other refuses it replayed", async () => {
    const captchaValue = await solvedCaptcha(b);
    expect((await forgot(a.app, 'first@example.in', captchaValue)).statusCode).toBe(200);
    const replayed = await forgot(b, 'second@example.in', captchaValue);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({
      status: false,
      code: 'captchaInvalid',
      field: 'captchaValue',
      message: MESSAGES.captchaInvalid,
    });
  });
});
