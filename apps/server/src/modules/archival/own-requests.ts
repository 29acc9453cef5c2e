import type { OwnArchivalRequest } from '@nyaya/shared';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { createChangeCache } from '../../core/db/change-cache.ts';
import type { DatabaseChanges } from '../../core/db/changes.ts';
import { archivalRequests } from '../../core/db/schema/index.ts';

const a = archivalRequests;

/** An approved request whose access has not ended at `now`: what lets its requester watch an expired recording. */
export function accessOpen(now: Date) {
  return and(eq(a.status, 'Approved'), gt(a.accessUntil, now));
}

/** How a hearing is keyed in the map ownArchivalRequestsOf gives: one listing per case and date. */
export function hearingKey(hearing: { cnr: string; nextDate: string }): string {
  return `${hearing.cnr} ${hearing.nextDate}`;
}

type RequestThatMayMatter = Pick<typeof a.$inferSelect, 'cnr' | 'hearingDate' | 'status' | 'accessUntil'>;

/** A requester's pending and approved requests, an approval first, then the one open longest. */
async function requestsThatMayMatter(db: Database, requesterId: string): Promise<RequestThatMayMatter[]> {
  return db
    .select({ cnr: a.cnr, hearingDate: a.hearingDate, status: a.status, accessUntil: a.accessUntil })
    .from(a)
    .where(and(eq(a.requesterId, requesterId), inArray(a.status, ['Pending', 'Approved'])))
    .orderBy(desc(sql`${a.status} = 'Approved'`), desc(a.accessUntil));
}

/**
 * The requests of these cases that still matter at `now`, by hearing: pending, or approved with access not yet
 * ended. Where a hearing has several, the first (see requestsThatMayMatter) wins.
 */
function byHearing(rows: RequestThatMayMatter[], cnrs: string[], now: Date): Map<string, OwnArchivalRequest> {
  const asked = new Set(cnrs);
  const byHearing = new Map<string, OwnArchivalRequest>();
  for (const row of rows) {
    const key = hearingKey({ cnr: row.cnr, nextDate: row.hearingDate });
    if (!asked.has(row.cnr) || byHearing.has(key)) continue;
    if (row.status === 'Approved' && row.accessUntil && row.accessUntil > now) {
      byHearing.set(key, { status: 'Approved', accessUntil: row.accessUntil.toISOString() });
    } else if (row.status === 'Pending') byHearing.set(key, { status: 'Pending' });
  }
  return byHearing;
}

export type OwnArchivalRequests = (
  requesterId: string,
  cnrs: string[],
  now: Date,
) => Promise<Map<string, OwnArchivalRequest>>;

/** A requester's requests of these cases that still matter at `now`, by hearing (see byHearing). */
export async function ownArchivalRequestsOf(
  db: Database,
  requesterId: string,
  cnrs: string[],
  now: Date,
): Promise<Map<string, OwnArchivalRequest>> {
  if (cnrs.length === 0) return new Map();
  return byHearing(await requestsThatMayMatter(db, requesterId), cnrs, now);
}

const OWN_REQUESTS_CACHE_TTL_MS = 60_000;
const OWN_REQUESTS_CACHE_MAX_REQUESTERS = 20_000;

/**
 * ownArchivalRequestsOf for searches, which ask it on every page: each requester's requests are kept in this
 * instance until the database announces a change to one of them.
 */
export function cachedOwnArchivalRequests(db: Database, changes: DatabaseChanges): OwnArchivalRequests {
  const cache = createChangeCache<RequestThatMayMatter[]>(changes, {
    topic: 'archival',
    max: OWN_REQUESTS_CACHE_MAX_REQUESTERS,
    ttlMs: OWN_REQUESTS_CACHE_TTL_MS,
  });
  return async (requesterId, cnrs, now) => {
    if (cnrs.length === 0) return new Map();
    const rows = await cache.get(requesterId, async () => ({
      value: await requestsThatMayMatter(db, requesterId),
    }));
    return byHearing(rows ?? [], cnrs, now);
  };
}
