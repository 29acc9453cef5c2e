import { ACCESS_LOG_CHECKPOINT_FORMAT, HOUR_MS, type SystemHealth } from '@nyaya/shared';
import { asc, eq, gt, sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAccessLogChain } from '../../core/access-log-chain.ts';
import type { Database } from '../../core/db/client.ts';
import { accessLog, accessLogCheckpoints } from '../../core/db/schema/index.ts';
import { loadRecordSigner, type RecordSigner } from '../../core/record-signer.ts';
import { clientAs } from '../../test/client.ts';
import { SERVER_DATA_SETUP_MS, serverData, type ServerData } from '../../test/server-data.ts';
import { verifyAuditCommand } from '../../test/server-commands.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkCheckpoints, takeCheckpoint } from './checkpoints.ts';

let t: TestApp;
let signer: RecordSigner;
beforeAll(async () => {
  t = await createTestApp();
  signer = await loadRecordSigner(t.config);
});
afterAll(() => t.close());

/** Rewrites the log from a row on as someone with the database but not the court's key would: every hash redone. */
async function rewriteChainFrom(db: Database, rowId: number) {
  await db.execute(sql`
    do $$
    declare
      r access_log;
      previous text := (select prev_hash from access_log where id = ${sql.raw(String(rowId))});
    begin
      for r in select * from access_log where id >= ${sql.raw(String(rowId))} order by id loop
        update access_log
          set prev_hash = previous,
            hash = encode(sha256(convert_to(previous || '|' || access_log_row_text(r), 'UTF8')), 'hex')
          where id = r.id
          returning hash into previous;
      end loop;
    end
    $$`);
}

async function logSomeActions() {
  const admin = await clientAs(t.app, 'SuperAdmin');
  await admin.get('/users/me');
  await clientAs(t.app, 'Judge');
}

describe('the access log’s hourly checkpoints', () => {
  it('sign the chain as it stands, once an hour whoever asks, and show on System Health', async () => {
    await logSomeActions();
    // Half past an hour, 100 hours on: a minute later is the same hour's slot whenever the test runs (from the
    // last minute of an hour, a minute later was the next hour's, and a second checkpoint was due).
    const now = new Date((Math.floor(Date.now() / HOUR_MS) + 100.5) * HOUR_MS);
    const [first, second] = await Promise.all([
      takeCheckpoint(t.db, signer, now),
      takeCheckpoint(t.db, signer, now),
    ]);
    const taken = first ?? second;
    const chain = await checkAccessLogChain(t.db);

    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(taken).toEqual({
      format: ACCESS_LOG_CHECKPOINT_FORMAT,
      checkedAt: now.toISOString(),
      rows: chain.rows,
      headId: chain.headId,
      headHash: chain.headHash,
      problem: null,
    });
    expect(await takeCheckpoint(t.db, signer, new Date(now.getTime() + 60_000))).toBeNull();
    expect(await checkCheckpoints(t.db, signer.publicKeyPem)).toBeNull();

    const admin = await clientAs(t.app, 'SuperAdmin');
    const health = (await admin.get('/master/systemHealth')).json<{ data: SystemHealth }>().data;
    expect(health.accessLogChain.lastCheckpoint).toEqual(taken);
  });

  it('catch what the chain alone cannot: rows rewritten with their hashes redone, the last rows cut', async () => {
    await logSomeActions();
    await takeCheckpoint(t.db, signer, new Date(Date.now() + 200 * HOUR_MS));
    const rows = await t.db.select().from(accessLog).orderBy(asc(accessLog.id));
    const head = rows.at(-1);
    const middle = rows[Math.floor(rows.length / 2)];
    if (!head || !middle) throw new Error('no rows');

    await t.db.update(accessLog).set({ detail: 'rewritten' }).where(eq(accessLog.id, middle.id));
    await rewriteChainFrom(t.db, middle.id);
    expect((await checkAccessLogChain(t.db)).problem).toBeNull();
    expect(await checkCheckpoints(t.db, signer.publicKeyPem)).toMatchObject({
      kind: 'edited',
      rowId: head.id,
    });

    // And the next checkpoint signs what was found.
    const found = await takeCheckpoint(t.db, signer, new Date(Date.now() + 201 * HOUR_MS));
    expect(found?.problem).toEqual({ kind: 'edited', rowId: head.id });

    await t.db.delete(accessLog).where(gt(accessLog.id, middle.id));
    expect((await checkAccessLogChain(t.db)).problem).toBeNull();
    expect(await checkCheckpoints(t.db, signer.publicKeyPem)).toMatchObject({
      kind: 'missing',
      rowId: head.id,
    });
  });

  it('are not taken on a checkpoint made without the court’s key', async () => {
    const [last] = await t.db
      .select()
      .from(accessLogCheckpoints)
      .orderBy(asc(accessLogCheckpoints.id))
      .limit(1);
    if (!last) throw new Error('no checkpoint');
    await t.db
      .update(accessLogCheckpoints)
      .set({ body: { ...last.body, rows: last.body.rows + 1 } })
      .where(eq(accessLogCheckpoints.id, last.id));
    expect(await checkCheckpoints(t.db, signer.publicKeyPem)).toEqual({
      kind: 'unsigned',
      slot: last.slot.toISOString(),
    });
  });
});

describe('npm run verify-audit', () => {
  let workDir: string;
  let court: ServerData;
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'nyaya-verify-audit-'));
    court = await serverData(join(workDir, 'court'), 'audit');
    const courtSigner = await loadRecordSigner({
      dataDir: court.env.DATA_DIR ?? '',
      recordSigningKey: undefined,
    });
    await court.withDatabase(async ({ db }) => {
      await db.insert(accessLog).values([
        { event: 'sign_in_failed', userIdentifier: 'someone@example.in', ip: '10.1.2.3' },
        { event: 'sign_in_failed', userIdentifier: 'someone@example.in', ip: '10.1.2.4' },
      ]);
      await takeCheckpoint(db, courtSigner);
    });
  }, SERVER_DATA_SETUP_MS);
  afterAll(async () => {
    await court.drop();
    await rm(workDir, { recursive: true, force: true });
  });

  it('says the log holds, then names the row changed', async () => {
    const holds = await verifyAuditCommand(court.env);
    expect(holds.code, holds.said).toBe(0);
    expect(holds.said).toMatch(/^The access log holds: \d+ row\(s\) chained/);

    const rowId = await court.withDatabase(async ({ db }) => {
      const [row] = await db.select({ id: accessLog.id }).from(accessLog).orderBy(asc(accessLog.id)).limit(1);
      if (!row) throw new Error('the seeded log is empty');
      await db.update(accessLog).set({ ip: '10.9.8.7' }).where(eq(accessLog.id, row.id));
      return row.id;
    });
    const edited = await verifyAuditCommand(court.env);
    expect(edited.code).toBe(1);
    expect(edited.said).toContain(`row ${rowId} was changed after it was logged`);
  });
});
