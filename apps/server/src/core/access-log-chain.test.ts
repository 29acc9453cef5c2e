import { demoAccount } from '@nyaya/shared';
import { asc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextIp, signIn } from '../test/http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { CHAIN_START, checkAccessLogChain, linkHash } from './access-log-chain.ts';
import { accessLog, users } from './db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = typeof accessLog.$inferSelect;
const rowsInOrder = () => t.db.select().from(accessLog).orderBy(asc(accessLog.id));
const problem = async () => (await checkAccessLogChain(t.db)).problem;
const withoutChainTrigger = async (change: () => Promise<unknown>) => {
  await t.db.execute(sql`alter table access_log disable trigger access_log_chain`);
  try {
    await change();
  } finally {
    await t.db.execute(sql`alter table access_log enable trigger access_log_chain`);
  }
};

/** Rows the way the app writes them (sign-ins, good and bad, by several people), and the log as it then is. */
let rows: Row[];
beforeEach(async () => {
  for (const role of ['Judge', 'Controller', 'Individual'] as const) {
    await signIn(t.app, demoAccount(role).email, undefined, nextIp());
    await signIn(t.app, demoAccount(role).email, 'not-the-password', nextIp());
  }
  rows = await rowsInOrder();
  // Kept in the database: a copy through JavaScript would lose created_at's microseconds.
  await t.db.execute(sql`create table access_log_kept as select * from access_log`);
});
// Each test tampers with the log: it is put back as it was.
afterEach(() =>
  withoutChainTrigger(async () => {
    await t.db.delete(accessLog);
    await t.db.execute(sql`insert into access_log select * from access_log_kept`);
    await t.db.execute(sql`drop table access_log_kept`);
  }),
);

const at = (index: number): Row => {
  const row = rows[index];
  if (!row) throw new Error(`the log has no row ${index}`);
  return row;
};

describe('the access log’s hash chain', () => {
  it('links every row the app writes to the one before, from the start, in id order', async () => {
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(at(0).prevHash).toBe(CHAIN_START);
    rows.slice(1).forEach((row, index) => expect(row.prevHash).toBe(at(index).hash));
    expect(await checkAccessLogChain(t.db)).toEqual({
      rows: rows.length,
      headId: rows.at(-1)?.id,
      headHash: rows.at(-1)?.hash,
      problem: null,
    });
  });

  it('finds a row whose text was changed', async () => {
    await t.db
      .update(accessLog)
      .set({ detail: 'nothing happened' })
      .where(eq(accessLog.id, at(3).id));
    expect(await problem()).toEqual({ rowId: at(3).id, kind: 'edited' });
  });

  it('finds a row whose time was changed, by a microsecond', async () => {
    await t.db.execute(
      sql`update access_log set created_at = created_at + interval '1 microsecond' where id = ${at(2).id}`,
    );
    expect(await problem()).toEqual({ rowId: at(2).id, kind: 'edited' });
  });

  it('finds a row put on another person, and keeps a deleted account’s rows whole', async () => {
    const acted = rows.find((row) => row.userId !== null);
    if (!acted?.userId) throw new Error('no row of a signed-in person');
    const [other] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(ne(users.id, acted.userId))
      .limit(1);

    // What deleting the account does to its rows (the foreign key sets null): the chain still holds.
    await t.db.update(accessLog).set({ userId: null }).where(eq(accessLog.id, acted.id));
    expect(await problem()).toBeNull();
    await t.db.update(accessLog).set({ userId: other?.id }).where(eq(accessLog.id, acted.id));
    expect(await problem()).toEqual({ rowId: acted.id, kind: 'edited' });
  });

  it('finds rows taken out, in the middle and at the start', async () => {
    await t.db.delete(accessLog).where(eq(accessLog.id, at(3).id));
    expect(await problem()).toEqual({ rowId: at(4).id, kind: 'missing' });
    await t.db.delete(accessLog).where(eq(accessLog.id, at(0).id));
    expect(await problem()).toEqual({ rowId: at(1).id, kind: 'missing' });
  });

  it('finds two rows that changed places', async () => {
    const [first, second] = [at(2).id, at(3).id];
    // Each takes the other's content and links (in the database: a copy through JavaScript would lose the times'
    // microseconds).
    const columns = sql.raw(
      'user_id, user_identifier, role, ip, user_agent, event, target, detail, created_at, actor_id, prev_hash, hash',
    );
    await t.db.execute(sql`
      update access_log set (${columns}) = (
        select ${columns} from access_log other where other.id = case access_log.id when ${first}::integer then ${second}::integer else ${first}::integer end
      ) where id in (${first}, ${second})`);
    expect(await problem()).toEqual({ rowId: first, kind: 'missing' });
  });

  it('finds a row put in among the others, whether its own link holds or it has none', async () => {
    // Ids are no part of the chain: the rows renumbered with room between them still make one.
    await withoutChainTrigger(async () => {
      await t.db.execute(sql`update access_log set id = -id`);
      await t.db.execute(sql`update access_log set id = -id * 10`);
    });
    expect(await problem()).toBeNull();
    const before = at(3);
    // A time in whole milliseconds, as a JavaScript Date writes it.
    const createdAt = new Date(before.createdAt.getTime() + 1);
    const forged = { event: 'sign_in' as const, userIdentifier: 'someone@example.in', createdAt };
    const prevHash = before.hash ?? '';
    const hash = linkHash(prevHash, {
      ...forged,
      actorId: null,
      role: null,
      ip: null,
      userAgent: null,
      target: null,
      detail: null,
      createdAtMicros: String(createdAt.getTime() * 1000),
    });
    const forgedId = before.id * 10 + 5;

    await withoutChainTrigger(() =>
      t.db.insert(accessLog).values({ ...forged, id: forgedId, prevHash, hash }),
    );
    expect(await problem()).toEqual({ rowId: forgedId, kind: 'inserted' });
    await withoutChainTrigger(() =>
      t.db.update(accessLog).set({ prevHash: null, hash: null }).where(eq(accessLog.id, forgedId)),
    );
    expect(await problem()).toEqual({ rowId: forgedId, kind: 'inserted' });
  });
});
