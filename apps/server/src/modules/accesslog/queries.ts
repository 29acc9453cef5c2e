import { DAY_MS, PAGE_SIZE, type accessLogQuery } from '@nyaya/shared';
import { and, count, desc, eq, getTableColumns, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../core/db/client.ts';
import { accessLog, users } from '../../core/db/schema/index.ts';
import { startOfKolkataDay } from './kolkata-time.ts';

export type AccessLogQuery = z.output<typeof accessLogQuery>;
export type AccessLogFilters = Omit<AccessLogQuery, 'page'>;

const recordColumns = {
  ...getTableColumns(accessLog),
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

export type AccessLogRecord = typeof accessLog.$inferSelect & {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

function searchCondition(q: string): SQL | undefined {
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return or(
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.email, pattern),
    ilike(accessLog.userIdentifier, pattern),
    ilike(accessLog.ip, pattern),
  );
}

/** q matches the person's name or e-mail, what they typed as user id, or the IP; from and to are whole days. */
function filterCondition(filters: AccessLogFilters): SQL | undefined {
  return and(
    filters.q ? searchCondition(filters.q) : undefined,
    filters.event ? eq(accessLog.event, filters.event) : undefined,
    filters.from ? gte(accessLog.createdAt, startOfKolkataDay(filters.from)) : undefined,
    filters.to
      ? lt(accessLog.createdAt, new Date(startOfKolkataDay(filters.to).getTime() + DAY_MS))
      : undefined,
  );
}

function selectRecords(db: Database, where: SQL | undefined) {
  return db
    .select(recordColumns)
    .from(accessLog)
    .leftJoin(users, eq(accessLog.userId, users.id))
    .where(where)
    .orderBy(desc(accessLog.createdAt), desc(accessLog.id));
}

/** One page, newest first. */
export async function listAccessLog(db: Database, query: AccessLogQuery) {
  const where = filterCondition(query);
  const [counted] = await db
    .select({ total: count() })
    .from(accessLog)
    .leftJoin(users, eq(accessLog.userId, users.id))
    .where(where);
  const total = counted?.total ?? 0;
  const rows: AccessLogRecord[] = await selectRecords(db, where)
    .limit(PAGE_SIZE.default)
    .offset((query.page - 1) * PAGE_SIZE.default);
  return { rows, total, totalPages: Math.ceil(total / PAGE_SIZE.default) };
}

/**
 * Every matching row up to the limit, newest first, a batch at a time. The cursor is the database's own text
 * of the time: a JavaScript Date drops the microseconds and would skip rows written in the same millisecond.
 */
export async function* accessLogBatches(
  db: Database,
  filters: AccessLogFilters,
  { limit, batchSize }: { limit: number; batchSize: number },
): AsyncGenerator<AccessLogRecord[]> {
  const where = filterCondition(filters);
  let cursor: { at: string; id: number } | undefined;
  for (let sent = 0; sent < limit;) {
    const after = cursor
      ? sql`(${accessLog.createdAt}, ${accessLog.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
      : undefined;
    const rows = await db
      .select({ ...recordColumns, cursorAt: sql<string>`${accessLog.createdAt}::text` })
      .from(accessLog)
      .leftJoin(users, eq(accessLog.userId, users.id))
      .where(and(where, after))
      .orderBy(desc(accessLog.createdAt), desc(accessLog.id))
      .limit(Math.min(batchSize, limit - sent));
    const last = rows.at(-1);
    if (!last) return;
    yield rows;
    sent += rows.length;
    cursor = { at: last.cursorAt, id: last.id };
  }
}
