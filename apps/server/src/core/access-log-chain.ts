import type { AccessLogChainProblem } from '@nyaya/shared';
import { asc, gt, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Database } from './db/client.ts';
import { accessLog } from './db/schema/index.ts';

/**
 * The access log's hash chain, checked here on its own: the database links each row as it goes in (the trigger of
 * migration 0035), and this file recomputes every link from the rows as they are, so that a change made in the
 * database, trigger included, shows.
 */

/** The hash the first row links to. */
export const CHAIN_START = '0'.repeat(64);

/** What the chain covers of a row. */
type RowContent = {
  event: string;
  actorId: string | null;
  userIdentifier: string | null;
  role: string | null;
  ip: string | null;
  userAgent: string | null;
  target: string | null;
  detail: string | null;
  /** created_at in microseconds since the epoch, as the database keeps it (a JS Date keeps milliseconds). */
  createdAtMicros: string;
};

/** A row as the check reads it: its content, its links, and who it names now (emptied when they are deleted). */
type ChainedRow = RowContent & {
  id: number;
  userId: string | null;
  prevHash: string | null;
  hash: string | null;
};

const hexOf = (value: string | null) => (value === null ? '-' : Buffer.from(value, 'utf8').toString('hex'));

/** A row's content as the chain hashes it: as access_log_row_text() in the migration writes it. */
function rowText(row: RowContent): string {
  const fields = [
    row.event,
    row.actorId,
    row.userIdentifier,
    row.role,
    row.ip,
    row.userAgent,
    row.target,
    row.detail,
  ];
  return [...fields.map(hexOf), row.createdAtMicros].join('|');
}

export const linkHash = (prevHash: string, row: RowContent) =>
  createHash('sha256')
    .update(`${prevHash}|${rowText(row)}`)
    .digest('hex');

/**
 * The first thing wrong with the chain: a row whose content changed since it went in (`edited`, its acting user
 * among it), one put in outside it (`inserted`: its link, or the link after it, does not hold), or rows taken out
 * or moved before a row (`missing`).
 */
type ChainProblem = AccessLogChainProblem;

export type ChainState = {
  rows: number;
  /** The last row checked and its hash: what a checkpoint signs. */
  headId: number | null;
  headHash: string;
  problem: ChainProblem | null;
};

const BATCH_ROWS = 5000;

async function* chainedRows(db: Database): AsyncGenerator<ChainedRow> {
  let after = 0;
  for (;;) {
    const batch = await db
      .select({
        id: accessLog.id,
        event: accessLog.event,
        userId: accessLog.userId,
        actorId: accessLog.actorId,
        userIdentifier: accessLog.userIdentifier,
        role: accessLog.role,
        ip: accessLog.ip,
        userAgent: accessLog.userAgent,
        target: accessLog.target,
        detail: accessLog.detail,
        createdAtMicros: sql<string>`(extract(epoch from ${accessLog.createdAt}) * 1000000)::bigint::text`,
        prevHash: accessLog.prevHash,
        hash: accessLog.hash,
      })
      .from(accessLog)
      .where(gt(accessLog.id, after))
      .orderBy(asc(accessLog.id))
      .limit(BATCH_ROWS);
    yield* batch;
    const last = batch.at(-1);
    if (!last || batch.length < BATCH_ROWS) return;
    after = last.id;
  }
}

/** Walks the whole chain in id order and stops at its first problem; reads BATCH_ROWS rows at a time. */
export async function checkAccessLogChain(db: Database): Promise<ChainState> {
  let rows = 0;
  let head: { id: number | null; hash: string } = { id: null, hash: CHAIN_START };
  // The link before the last row: a row whose link skips the last one finds that one put in.
  let beforeHead = CHAIN_START;
  const stop = (rowId: number, kind: ChainProblem['kind']): ChainState => ({
    rows,
    headId: head.id,
    headHash: head.hash,
    problem: { rowId, kind },
  });
  for await (const row of chainedRows(db)) {
    if (row.hash === null || row.prevHash === null) return stop(row.id, 'inserted');
    if (row.userId !== null && row.userId !== row.actorId) return stop(row.id, 'edited');
    if (linkHash(row.prevHash, row) !== row.hash) return stop(row.id, 'edited');
    if (row.prevHash !== head.hash) {
      if (head.id !== null && row.prevHash === beforeHead) return stop(head.id, 'inserted');
      return stop(row.id, 'missing');
    }
    beforeHead = head.hash;
    head = { id: row.id, hash: row.hash };
    rows += 1;
  }
  return { rows, headId: head.id, headHash: head.hash, problem: null };
}
