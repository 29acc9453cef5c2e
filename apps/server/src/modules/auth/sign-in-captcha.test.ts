import { DEMO_PASSWORD, MESSAGES, SIGN_IN_CAPTCHA, demoAccount } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, signInFailures, users } from '../../core/db/schema/index.ts';
import { nextIp, post } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { solvedCaptcha } from '../../test/fixtures/account.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG_PASSWORD = 'Wrong@12345';
const WINDOW_MS = SIGN_IN_CAPTCHA.windowMinutes * 60_000;
const invalidCredentials = {
  status: false,
  code: 'invalidCredentials',
  message: MESSAGES.invalidCredentials,
};
const captchaRequired = {
  status: false,
  code: 'signInCaptchaRequired',
  field: 'captchaValue',
  message: MESSAGES.signInCaptchaRequired,
};
const captchaInvalid = {
  status: false,
  code: 'captchaInvalid',
  field: 'captchaValue',
  message: MESSAGES.captchaInvalid,
};

const login = (userId: string, password: string, captchaValue?: string, ip = nextIp()) =>
  post(t.app, '/auth/login', { userId, password, ...(captchaValue ? { captchaValue } : {}) }, { ip });

/** Fails the sign-in of a user id as many times as it takes to need a captcha. */
async function failUntilCaptcha(userId: string) {
  for (let attempt = 0; attempt < SIGN_IN_CAPTCHA.afterFailures; attempt++) {
    expect((await login(userId, WRONG_PASSWORD)).json()).toEqual(invalidCredentials);
  }
}

async function eventsOf(email: string) {
  const rows = await t.db
    .select({ event: accessLog.event })
    .from(accessLog)
    .innerJoin(users, eq(accessLog.userId, users.id))
    .where(eq(users.email, email))
    .orderBy(accessLog.id);
  return rows.map((row) => row.event);
}

describe('#auth.login after failed attempts', () => {
  it('asks for a captcha before the password once a user id failed twice; solved, the owner signs in', async () => {
    const { email } = demoAccount('Individual');
    await failUntilCaptcha(email);

    const withoutCaptcha = await login(email, DEMO_PASSWORD);
    expect(withoutCaptcha.statusCode).toBe(400);
    expect(withoutCaptcha.json()).toEqual(captchaRequired);

    const signedIn = await login(email, DEMO_PASSWORD, await solvedCaptcha(t.app));
    expect(signedIn.statusCode).toBe(200);
    expect(await t.db.select().from(signInFailures).where(eq(signInFailures.identifier, email))).toEqual([]);
    expect(await eventsOf(email)).toEqual(['sign_in_failed', 'sign_in_failed', 'sign_in']);
    // The success forgave the failures: the next sign-in needs no captcha.
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown e-mail byte for byte as a known one, at every step, and never 429', async () => {
    const sequence = async (userId: string, password: string) => {
      const answers: { status: number; body: string }[] = [];
      const send = async (captchaValue?: string, attemptPassword = WRONG_PASSWORD) => {
        const response = await login(userId, attemptPassword, captchaValue);
        answers.push({ status: response.statusCode, body: response.body });
      };
      await send();
      await send();
      // The right password of the known account, refused before it is checked.
      await send(undefined, password);
      for (let attempt = 0; attempt < 3; attempt++) await send(await solvedCaptcha(t.app));
      await send('bm90IGpzb24=');
      return answers;
    };
    const known = await sequence(demoAccount('Advocate').email, DEMO_PASSWORD);
    const unknown = await sequence('nobody.at.all@example.in', DEMO_PASSWORD);

    expect(unknown).toEqual(known);
    expect(known.map((answer) => [answer.status, JSON.parse(answer.body)])).toEqual([
      [401, invalidCredentials],
      [401, invalidCredentials],
      [400, captchaRequired],
      [401, invalidCredentials],
      [401, invalidCredentials],
      [401, invalidCredentials],
      [400, captchaInvalid],
    ]);
  });

  it('never locks the owner out: after 10 failures the right password with a captcha signs in', async () => {
    const { email, mobile } = demoAccount('Reader');
    await failUntilCaptcha(mobile);
    const captchas = await Promise.all(
      Array.from({ length: 10 - SIGN_IN_CAPTCHA.afterFailures }, () => solvedCaptcha(t.app)),
    );
    for (const captcha of captchas) {
      expect((await login(mobile, WRONG_PASSWORD, captcha)).json()).toEqual(invalidCredentials);
    }
    expect((await login(mobile, DEMO_PASSWORD, await solvedCaptcha(t.app))).statusCode).toBe(200);
    expect(await eventsOf(email)).not.toContain('account_locked');
  });

  it('counts an e-mail whatever its case, and refuses a replayed captcha', async () => {
    const { email } = demoAccount('Controller');
    await login(email.toUpperCase(), WRONG_PASSWORD);
    await login(email, WRONG_PASSWORD);

    const captcha = await solvedCaptcha(t.app);
    expect((await login(email, WRONG_PASSWORD, captcha)).statusCode).toBe(401);
    const replayed = await login(email, DEMO_PASSWORD, captcha);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual(captchaInvalid);
    expect((await login(email, DEMO_PASSWORD, await solvedCaptcha(t.app))).statusCode).toBe(200);
  });

  it('counts concurrent failures all: only the first two get past without a captcha', async () => {
    const userId = 'many.at.once@example.in';
    const answers = await Promise.all(Array.from({ length: 6 }, () => login(userId, WRONG_PASSWORD)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([400, 400, 400, 400, 401, 401]);
    const [row] = await t.db.select().from(signInFailures).where(eq(signInFailures.identifier, userId));
    expect(row?.failures).toBe(6);
  });

  it('starts the count again once the window has passed, and prunes rows past it', async () => {
    const { email } = demoAccount('Judge');
    await failUntilCaptcha(email);
    const outside = new Date(Date.now() - WINDOW_MS - 1000);
    await t.db
      .update(signInFailures)
      .set({ firstFailedAt: outside })
      .where(eq(signInFailures.identifier, email));
    await t.db
      .insert(signInFailures)
      .values({ identifier: 'gone@example.in', failures: 9, firstFailedAt: outside });

    expect((await login(email, WRONG_PASSWORD)).json()).toEqual(invalidCredentials);
    const rows = await t.db.select().from(signInFailures);
    expect(rows.find((row) => row.identifier === email)?.failures).toBe(1);
    expect(rows.filter((row) => row.firstFailedAt < new Date(Date.now() - WINDOW_MS))).toEqual([]);
  });

  it('tells the right password of an account the administrator deactivated that it is locked', async () => {
    const { email } = demoAccount('Admin');
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, email));

    const wrong = await login(email, WRONG_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(invalidCredentials);
    const right = await login(email, DEMO_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ status: false, code: 'accountLocked', message: MESSAGES.accountLocked });
    expect(right.cookies).toEqual([]);
  });
});
