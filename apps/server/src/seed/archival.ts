import { ARCHIVAL_ACCESS_DAYS, courtDaysAgo, DAY_MS, demoAccount } from '@nyaya/shared';
import { count, inArray } from 'drizzle-orm';
import type { Database } from '../core/db/client.ts';
import { archivalRequests, causeListEntries, users } from '../core/db/schema/index.ts';
import { DEMO_ARCHIVAL_REQUESTS, DEMO_PAST_LISTINGS, type DemoPerson } from './archival-data.ts';
import { listingRoomIds } from './masters.ts';

/** The demo past hearings as the form would send them, dated back from the court's today at seeding time. */
export function demoPastListings() {
  return DEMO_PAST_LISTINGS.map(({ daysAgo, ...entry }) => ({ ...entry, nextDate: courtDaysAgo(daysAgo) }));
}

/** The ids of the demo accounts the requests involve; undefined unless all of them exist. */
async function demoPeople(db: Database): Promise<Record<DemoPerson, string> | undefined> {
  const emailOf = (person: DemoPerson) => demoAccount(person).email;
  const people: DemoPerson[] = ['Individual', 'Advocate', 'Controller'];
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, people.map(emailOf)));
  const idOf = (person: DemoPerson) => rows.find((row) => row.email === emailOf(person))?.id;
  const [Individual, Advocate, Controller] = people.map(idOf);
  return Individual && Advocate && Controller ? { Individual, Advocate, Controller } : undefined;
}

/**
 * Only into an empty archival table, so restarts add nothing and a Controller's decisions stay: the past
 * hearings (each skipped where its case is already listed that day), then the demo Individual's and
 * Advocate's requests, one pending and one decided each.
 */
export async function seedDemoArchival(db: Database, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ total: count() }).from(archivalRequests);
  if ((existing?.total ?? 0) > 0) return;
  const people = await demoPeople(db);
  if (!people) return;
  const roomIdsOf = await listingRoomIds(db);
  const listings = demoPastListings();
  await db
    .insert(causeListEntries)
    .values(
      listings.map(({ roomId, courtRoom, ...entry }) => ({ ...entry, ...roomIdsOf({ roomId, courtRoom }) })),
    )
    .onConflictDoNothing();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const rows = DEMO_ARCHIVAL_REQUESTS.map(({ decision, ...request }) => {
    const listing = listings.find((entry) => entry.cnr === request.cnr);
    if (!listing) throw new Error(`Seed: no past listing of ${request.cnr}`);
    const decidedAt = decision ? daysAgo(decision.decidedDaysAgo) : null;
    const approved = decidedAt !== null && decision?.status === 'Approved';
    return {
      requesterId: people[request.requester],
      cnr: request.cnr,
      hearingDate: listing.nextDate,
      streamingRoomId: roomIdsOf(listing).streamingRoomId,
      reason: request.reason,
      status: decision?.status ?? 'Pending',
      createdBy: people[request.filedBy],
      createdAt: daysAgo(request.filedDaysAgo),
      decidedBy: decision ? people.Controller : null,
      decidedAt,
      note: decision?.note ?? null,
      accessUntil: approved ? new Date(decidedAt.getTime() + ARCHIVAL_ACCESS_DAYS.default * DAY_MS) : null,
    } as const;
  });
  await db.insert(archivalRequests).values(rows);
}
