import { demoAccount } from '@nyaya/shared';
import { like } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherInstanceOf } from '../test/other-instance.ts';
import { nextIp, signIn } from '../test/http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { checkAccessLogChain } from './access-log-chain.ts';
import { accessLog } from './db/schema/index.ts';

/** Other instances on the same PostgreSQL writing to the log at once (PGlite has no other sessions). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An instance logging `rows` actions, each in a transaction that lingers a moment so that the writers interleave. */
async function logConcurrently(client: pg.Client, name: string, rows: number) {
  for (let row = 0; row < rows; row++) {
    await client.query('begin');
    await client.query('select pg_sleep(random() * 0.005)');
    await client.query(
      `insert into access_log (event, user_identifier, detail) values ('sign_in_failed', $1, $2)`,
      [name, `attempt ${row}`],
    );
    await client.query('select pg_sleep(random() * 0.005)');
    await client.query(row % 7 === 3 ? 'rollback' : 'commit');
  }
}

describe('the access log’s chain with several instances', () => {
  it('stays one chain in id order while four instances and the app write at once', async () => {
    const before = await t.db.$count(accessLog);
    const instances = await Promise.all([1, 2, 3, 4].map(() => otherInstanceOf(t.db)));
    try {
      await Promise.all([
        ...instances.map((client, index) => logConcurrently(client, `instance ${index}`, 30)),
        (async () => {
          for (let attempt = 0; attempt < 10; attempt++) {
            await signIn(t.app, demoAccount('Reader').email, 'not-the-password', nextIp());
          }
        })(),
      ]);
    } finally {
      await Promise.all(instances.map((client) => client.end()));
    }
    const chain = await checkAccessLogChain(t.db);
    expect(chain.problem).toBeNull();
    expect(chain.rows).toBe(await t.db.$count(accessLog));
    // Four instances of 30 transactions, every seventh of them rolled back, and the app's refusals.
    expect(await t.db.$count(accessLog, like(accessLog.userIdentifier, 'instance %'))).toBe(4 * (30 - 4));
    expect(chain.rows).toBeGreaterThan(before + 4 * (30 - 4));
  });
});
