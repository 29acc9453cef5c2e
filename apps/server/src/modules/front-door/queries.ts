import type { StreamedCourts } from '@nyaya/shared';
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { courtComplexes, courtRooms, highCourtBenches } from '../../core/db/schema/index.ts';

/**
 * The courts whose hearings are streamed, as master data links them to streaming rooms: each court complex with a
 * court room that is (a complex serving two districts is one name), with its Hindi name (the English one where it
 * has none), and whether any High Court bench is.
 */
export async function streamedCourts(db: Database): Promise<StreamedCourts> {
  const complexes = await db
    .selectDistinct({ name: courtComplexes.name, nameHi: courtComplexes.nameHi })
    .from(courtComplexes)
    .innerJoin(courtRooms, eq(courtRooms.complexId, courtComplexes.id))
    .where(isNotNull(courtRooms.streamingRoomId))
    .orderBy(asc(courtComplexes.name), asc(courtComplexes.nameHi));
  const benches = await db
    .select({ id: highCourtBenches.id })
    .from(highCourtBenches)
    .where(isNotNull(highCourtBenches.streamingRoomId))
    .limit(1);
  return {
    complexes: complexes.map(({ name, nameHi }) => ({ en: name, hi: nameHi ?? name })),
    highCourt: benches.length > 0,
  };
}
