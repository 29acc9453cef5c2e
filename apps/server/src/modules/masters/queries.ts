import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import {
  courtComplexes,
  courtRooms,
  districts,
  highCourtBenches,
  streamingRooms,
} from '../../core/db/schema/index.ts';

/** The reads behind the case-search dropdowns and the masters pages. */

export function listDistricts(db: Database) {
  return db.select().from(districts).orderBy(asc(districts.name), asc(districts.id));
}

export function listComplexes(db: Database, districtId?: number) {
  return db
    .select()
    .from(courtComplexes)
    .where(districtId === undefined ? undefined : eq(courtComplexes.districtId, districtId))
    .orderBy(asc(courtComplexes.name), asc(courtComplexes.id));
}

export type CourtRoomRecord = typeof courtRooms.$inferSelect & { streamingRoom: string | null };

function selectCourtRooms(db: Database) {
  return db
    .select({
      id: courtRooms.id,
      complexId: courtRooms.complexId,
      name: courtRooms.name,
      nameHi: courtRooms.nameHi,
      value: courtRooms.value,
      streamingRoomId: courtRooms.streamingRoomId,
      streamingRoom: streamingRooms.name,
    })
    .from(courtRooms)
    .leftJoin(streamingRooms, eq(courtRooms.streamingRoomId, streamingRooms.id));
}

/** In the order they were made: "Court No. 2" before "Court No. 10", as a name sort would not. */
export function listCourtRooms(db: Database, complexId?: number): Promise<CourtRoomRecord[]> {
  return selectCourtRooms(db)
    .where(complexId === undefined ? undefined : eq(courtRooms.complexId, complexId))
    .orderBy(asc(courtRooms.id));
}

export async function findCourtRoom(db: Database, id: number): Promise<CourtRoomRecord | undefined> {
  const [room] = await selectCourtRooms(db).where(eq(courtRooms.id, id));
  return room;
}

export function listBenches(db: Database) {
  return db.select().from(highCourtBenches).orderBy(asc(highCourtBenches.id));
}

export function listStreamingRooms(db: Database) {
  return db.select().from(streamingRooms).orderBy(asc(streamingRooms.name));
}

/**
 * Every court room with where it is heard (district, complex) and its streaming room: by district and complex,
 * and within a complex in the order made.
 */
export function listCourtRoomPlaces(db: Database) {
  return db
    .select({
      id: courtRooms.id,
      name: courtRooms.name,
      nameHi: courtRooms.nameHi,
      district: districts.name,
      complex: courtComplexes.name,
      complexHi: courtComplexes.nameHi,
      roomId: streamingRooms.name,
    })
    .from(courtRooms)
    .innerJoin(courtComplexes, eq(courtComplexes.id, courtRooms.complexId))
    .innerJoin(districts, eq(districts.id, courtComplexes.districtId))
    .leftJoin(streamingRooms, eq(streamingRooms.id, courtRooms.streamingRoomId))
    .orderBy(asc(districts.name), asc(courtComplexes.name), asc(courtRooms.id));
}
