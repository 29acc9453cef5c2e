import {
  ARCHIVAL_ACCESS_DAYS,
  causeListSchema,
  DAY_MS,
  demoAccount,
  ownArchivalRequestSchema,
} from '@nyaya/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs } from '../test/client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { archivalRequests, causeListEntries, streamingRooms } from '../core/db/schema/index.ts';
import { DEMO_CAUSE_LIST } from './cause-list-data.ts';
import { DEMO_PAST_LISTINGS } from './archival-data.ts';
import { demoPastListings, seedDemoArchival } from './archival.ts';
import { seedDatabase } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pastCnrs = DEMO_PAST_LISTINGS.map((listing) => listing.cnr);

const pastListings = () =>
  t.db
    .select({ cnr: causeListEntries.cnr, nextDate: causeListEntries.nextDate, roomId: streamingRooms.name })
    .from(causeListEntries)
    .innerJoin(streamingRooms, eq(causeListEntries.streamingRoomId, streamingRooms.id))
    .where(inArray(causeListEntries.cnr, pastCnrs))
    .orderBy(asc(causeListEntries.nextDate));

describe('demo archival seed', () => {
  it('lists four past hearings 20 to 65 days back in Room1 and Room2, each one the forms would accept', async () => {
    const listings = demoPastListings();
    for (const entry of listings) {
      expect(causeListSchema.safeParse(entry).error).toBeUndefined();
      const request = {
        cnr: entry.cnr,
        hearingDate: entry.nextDate,
        reason: 'x'.repeat(20),
        termsAccepted: true,
      };
      expect(ownArchivalRequestSchema.safeParse(request).error).toBeUndefined();
    }
    expect(DEMO_PAST_LISTINGS.map((listing) => listing.daysAgo)).toEqual([20, 35, 50, 65]);
    const seeded = await pastListings();
    expect(seeded).toHaveLength(4);
    expect(new Set(seeded.map((entry) => entry.roomId))).toEqual(new Set(['Room1', 'Room2']));
    const demoCnrs = DEMO_CAUSE_LIST.map((entry) => entry.cnr);
    expect(pastCnrs.filter((cnr) => demoCnrs.includes(cnr))).toEqual([]);
  });

  it('gives the demo Individual and Advocate one pending and one decided request each', async () => {
    const individual = (await (await clientAs(t.app, 'Individual')).get('/archival/myRequests')).json().data;
    expect(individual.map((request: { status: string }) => request.status).sort()).toEqual([
      'Approved',
      'Pending',
    ]);
    const approved = individual.find((request: { status: string }) => request.status === 'Approved');
    expect(approved).toMatchObject({ note: 'Certified copy issued', decidedByName: 'Kavita Rao' });
    expect(Date.parse(approved.accessUntil) - Date.parse(approved.decidedAt)).toBe(
      ARCHIVAL_ACCESS_DAYS.default * DAY_MS,
    );
    expect(Date.parse(approved.accessUntil)).toBeGreaterThan(Date.now());
    const advocate = (await (await clientAs(t.app, 'Advocate')).get('/archival/myRequests')).json().data;
    expect(advocate.map((request: { status: string }) => request.status).sort()).toEqual([
      'Pending',
      'Rejected',
    ]);
    const rejected = advocate.find((request: { status: string }) => request.status === 'Rejected');
    expect(rejected.note.length).toBeGreaterThan(10);
    expect(rejected.accessUntil).toBeNull();
    for (const request of [...individual, ...advocate]) {
      expect(pastCnrs).toContain(request.cnr);
      expect(request.requester.email).toBe(demoAccount(request.requester.role).email);
    }
  });

  it('adds nothing when run again, and leaves a Controller’s decisions alone', async () => {
    const requests = () => t.db.select().from(archivalRequests).orderBy(asc(archivalRequests.id));
    await t.db
      .update(archivalRequests)
      .set({ status: 'Rejected', note: 'Decided by hand.' })
      .where(eq(archivalRequests.status, 'Pending'));
    const before = { requests: await requests(), listings: await pastListings() };
    await seedDatabase(t.db, t.config);
    await seedDemoArchival(t.db);
    expect({ requests: await requests(), listings: await pastListings() }).toEqual(before);
    expect(before.requests).toHaveLength(4);
  });
});
