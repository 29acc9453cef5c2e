import { DEMO_ADVOCATE_ENROLLMENT, causeListSchema, courtDate, courtTomorrow } from '@nyaya/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { causeListEntries, courtRooms, streamingRooms } from '../core/db/schema/index.ts';
import { DEMO_HEARING_CNR } from './cause-list-data.ts';
import { demoCauseList, seedDemoCauseList } from './cause-list.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seeded = () =>
  t.db
    .select({ cnr: causeListEntries.cnr, nextDate: causeListEntries.nextDate, roomId: streamingRooms.name })
    .from(causeListEntries)
    .innerJoin(streamingRooms, eq(causeListEntries.streamingRoomId, streamingRooms.id))
    .orderBy(asc(causeListEntries.id));

describe('demo cause list seed', () => {
  it('holds every demo entry, each one the form would accept', async () => {
    const entries = demoCauseList();
    for (const entry of entries) expect(causeListSchema.safeParse(entry).error).toBeUndefined();
    // The archival seed adds past hearings; the demo cause list is today's and tomorrow's.
    const upcoming = (await seeded()).filter((entry) => entry.nextDate >= courtDate());
    expect(upcoming).toEqual(entries.map(({ cnr, nextDate, roomId }) => ({ cnr, nextDate, roomId })));
  });

  it("lists today and tomorrow across Room1 to Room3, the demo advocate's cases and an excluded one", () => {
    const entries = demoCauseList();
    expect(new Set(entries.map((entry) => entry.nextDate))).toEqual(new Set([courtDate(), courtTomorrow()]));
    expect(new Set(entries.map((entry) => entry.roomId))).toEqual(new Set(['Room1', 'Room2', 'Room3']));
    const advocates = entries.flatMap((entry) => [
      entry.petitionerEnrollmentId,
      entry.respondentEnrollmentId,
    ]);
    expect(advocates).toContain(DEMO_ADVOCATE_ENROLLMENT);
    expect(entries.find((entry) => entry.caseType === 'Family')?.streamingExclusion).toBe('matrimonial');
    expect(entries.find((entry) => entry.cnr === DEMO_HEARING_CNR)?.nextDate).toBe(courtTomorrow());
  });

  it('hears every demo listing in a court room its streaming room carries', async () => {
    const listings = await t.db
      .select({
        cnr: causeListEntries.cnr,
        streamingRoomId: causeListEntries.streamingRoomId,
        carriedBy: courtRooms.streamingRoomId,
      })
      .from(causeListEntries)
      .leftJoin(courtRooms, eq(causeListEntries.courtRoomId, courtRooms.id));
    expect(listings.length).toBeGreaterThan(demoCauseList().length);
    for (const listing of listings) expect(listing.carriedBy, listing.cnr).toBe(listing.streamingRoomId);
  });

  it('adds nothing to a table that holds entries, so restarts and a Controller\u2019s list are left alone', async () => {
    const before = await seeded();
    await seedDemoCauseList(t.db);
    expect(await seeded()).toEqual(before);
    await t.db.delete(causeListEntries).where(eq(causeListEntries.cnr, DEMO_HEARING_CNR));
    await seedDemoCauseList(t.db);
    expect(await seeded()).toHaveLength(before.length - 1);
  });
});
