import { VALID_ADVOCATE_SIGNUP } from '@nyaya/shared/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { nextIp, post } from '../test/http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' }, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => t.close());

it('logs a failed query without its parameters or the row the database quotes back', async () => {
  // This suite's own database stops taking users, as a broken migration or a full disk might: the insert fails,
  // and PostgreSQL's detail would repeat the whole row, the new password's hash included.
  await t.db.execute(sql`alter table users add constraint no_new_users check (false) not valid`);
  const signup = { ...VALID_ADVOCATE_SIGNUP, email: 'leak@example.in', mobile: '9123400077' };
  const response = await post(t.app, '/auth/signup', signup, { ip: nextIp() });
  expect(response.statusCode).toBe(500);

  const logged = lines.map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> });
  const failure = logged.find((entry) => entry.msg === 'request failed');
  expect(failure?.err).toMatchObject({
    type: 'FailedQuery',
    message: expect.stringMatching(/^Failed query: insert into "users"/),
    database: { code: '23514', constraint: 'no_new_users' },
  });
  const log = lines.join('\n');
  for (const secret of [
    '$argon2id',
    signup.email,
    signup.mobile,
    signup.address1,
    signup.pinCode,
    'Failing row',
  ]) {
    expect(log).not.toContain(secret);
  }
});

it('keeps a failed query out of any log line, not only a request’s', async () => {
  const failed = await t.db
    .execute(sql`select ${'secret-parameter@example.in'}::int`)
    .catch((error: unknown) => error);
  t.app.log.error({ err: failed }, 'a background job failed');
  const line = lines.find((entry) => entry.includes('a background job failed')) ?? '';
  expect(JSON.parse(line).err).toMatchObject({ type: 'FailedQuery', database: { code: '22P02' } });
  expect(line).not.toContain('secret-parameter@example.in');
});
