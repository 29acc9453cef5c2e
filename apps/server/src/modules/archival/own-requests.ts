import type { OwnArchivalRequest } from '@nyaya/shared';
import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { archivalRequests } from '../../db/schema/index.ts';

const a = archivalRequests;

/** An approved request whose access has not ended at `now`: what lets its requester watch an expired recording. */
export function accessOpen(now: Date) {
  return and(eq(a.status, 'Approved'), gt(a.accessUntil, now));
}

/** How a hearing is keyed in the map ownArchivalRequestsOf gives: one listing per case and date. */
export function hearingKey(hearing: { cnr: string; nextDate: string }): string {
  return `${hearing.cnr} ${hearing.nextDate}`;
}

/**
 * A requester's requests of these cases that still matter at `now`, by hearing: pending, or approved with access
 * not yet ended. Where a hearing has several, an approval wins, then the one open longest.
 */
export async function ownArchivalRequestsOf(
  db: Database,
  requesterId: string,
  cnrs: string[],
  now: Date,
): Promise<Map<string, OwnArchivalRequest>> {
  if (cnrs.length === 0) return new Map();
  const rows = await db
    .select({ cnr: a.cnr, hearingDate: a.hearingDate, status: a.status, accessUntil: a.accessUntil })
    .from(a)
    .where(
      and(
        eq(a.requesterId, requesterId),
        inArray(a.cnr, [...new Set(cnrs)]),
        or(eq(a.status, 'Pending'), accessOpen(now)),
      ),
    )
    .orderBy(desc(sql`${a.status} = 'Approved'`), desc(a.accessUntil));
  const byHearing = new Map<string, OwnArchivalRequest>();
  for (const row of rows) {
    const key = hearingKey({ cnr: row.cnr, nextDate: row.hearingDate });
    if (byHearing.has(key)) continue;
    byHearing.set(
      key,
      row.status === 'Approved' && row.accessUntil
        ? { status: 'Approved', accessUntil: row.accessUntil.toISOString() }
        : { status: 'Pending' },
    );
  }
  return byHearing;
}
