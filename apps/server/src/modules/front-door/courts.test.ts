import { API_PREFIX, type StreamedCourts } from '@nyaya/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtComplexes, courtRooms, highCourtBenches, streamingRooms } from '../../core/db/schema/index.ts';
import { DISTRICTS } from '../../seed/masters-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function streamedCourts(): Promise<StreamedCourts> {
  const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/public/courts` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  return response.json().data;
}

describe('GET /public/courts', () => {
  it('names, for anyone, each court complex with a streamed court room once, and the High Court once a bench is', async () => {
    const seeded = new Map(
      DISTRICTS.flatMap((district) => district.complexes).map((complex) => [complex.name, complex] as const),
    );
    expect(await streamedCourts()).toEqual({
      complexes: [...seeded.values()]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((complex) => ({ en: complex.name, hi: complex.nameHi })),
      highCourt: false,
    });

    // Rouse Avenue's court rooms stream no more; a bench streams in Room1.
    const [rouseAvenue] = await t.db
      .select({ id: courtComplexes.id })
      .from(courtComplexes)
      .where(eq(courtComplexes.value, 'DLND02'));
    await t.db
      .update(courtRooms)
      .set({ streamingRoomId: null })
      .where(inArray(courtRooms.complexId, [rouseAvenue?.id ?? -1]));
    const [room1] = await t.db.select().from(streamingRooms).where(eq(streamingRooms.name, 'Room1'));
    const [bench] = await t.db.select().from(highCourtBenches).limit(1);
    await t.db
      .update(highCourtBenches)
      .set({ streamingRoomId: room1?.id ?? null })
      .where(eq(highCourtBenches.id, bench?.id ?? -1));

    const now = await streamedCourts();
    const names = now.complexes.map((complex) => complex.en);
    expect(names).not.toContain('Rouse Avenue Courts');
    expect(names).toContain('Tis Hazari Courts');
    expect(now.highCourt).toBe(true);
  });
});
