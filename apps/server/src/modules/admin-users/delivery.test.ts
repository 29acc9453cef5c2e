import { API_PREFIX, MESSAGES } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { otpChallenges, users } from '../../core/db/schema/index.ts';
import { nextIp, sessionCookieFor } from '../../test/http.ts';
import { codeAndTokenOf } from '../../test/smtp-sink.ts';
import { createTestApp } from '../../test/test-app.ts';
import { NEW_JUDGE, call } from '../../test/fixtures/admin-users.ts';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('delivery of the set-password code', () => {
  it('without SMTP or a gateway, the e-mail and the SMS land in the dev outbox', async () => {
    const t = await createTestApp();
    try {
      const admin = await sessionCookieFor(t.app, 'superadmin@example.in', nextIp());
      expect((await call(t.app, 'POST', '/master/users', admin, NEW_JUDGE)).statusCode).toBe(201);
      const outbox = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/dev/outbox` });
      const [sms, email] = outbox.json().data;
      expect(email).toMatchObject({ channel: 'email', to: 'meera.iyer@example.in' });
      expect(sms).toMatchObject({ channel: 'sms', to: '+919811100001', text: email.text });
      expect(codeAndTokenOf(email.text).code).toMatch(/^\d{6}$/);
    } finally {
      await t.close();
    }
  });

  it('when the SMTP server cannot be reached, answers 503 and keeps neither the user nor the code', async () => {
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      const admin = await sessionCookieFor(t.app, 'superadmin@example.in', nextIp());
      const response = await call(t.app, 'POST', '/master/users', admin, NEW_JUDGE);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: false,
        code: 'somethingWentWrong',
        message: MESSAGES.somethingWentWrong,
      });
      expect(await t.db.select().from(users).where(eq(users.email, 'meera.iyer@example.in'))).toEqual([]);
      expect(await t.db.select().from(otpChallenges)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
