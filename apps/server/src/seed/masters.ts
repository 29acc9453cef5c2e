import type { Database } from '../core/db/client.ts';
import {
  courtComplexes,
  courtRooms,
  districts,
  highCourtBenches,
  streamingRooms,
} from '../core/db/schema/index.ts';
import {
  COURT_ROOM_NAMES,
  DISTRICTS,
  HIGH_COURT_BENCHES,
  STREAMING_ROOMS,
  courtRoomValue,
  streamingRoomOfCourt,
} from './masters-data.ts';

/** The court room demo judges and readers sit in: the first room of the first complex, linked to Room1. */
export const DEMO_COURT_ROOM_VALUE = courtRoomValue('DLCT01', 1);

function idOf(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed: no row for ${key}`);
  return id;
}

/** Inserts what is missing and never updates what exists, so edits made by a SuperAdmin survive restarts. */
export async function seedMasters(db: Database): Promise<void> {
  await db
    .insert(streamingRooms)
    .values(STREAMING_ROOMS.map((name) => ({ name })))
    .onConflictDoNothing();
  const roomIds = new Map(
    (await db.select().from(streamingRooms)).map((room) => [room.name, room.id] as const),
  );

  await db
    .insert(districts)
    .values(DISTRICTS.map(({ name, value }) => ({ name, value })))
    .onConflictDoNothing();
  const districtIds = new Map(
    (await db.select().from(districts)).map((district) => [district.value, district.id] as const),
  );

  const complexes = DISTRICTS.flatMap((district) =>
    district.complexes.map((complex) => ({ ...complex, districtId: idOf(districtIds, district.value) })),
  );
  await db.insert(courtComplexes).values(complexes).onConflictDoNothing();
  const complexIds = new Map(
    (await db.select().from(courtComplexes)).map((complex) => [complex.value, complex.id] as const),
  );

  const rooms = complexes.flatMap((complex) =>
    COURT_ROOM_NAMES.map(({ name, nameHi }, roomIndex) => ({
      complexId: idOf(complexIds, complex.value),
      name,
      nameHi,
      value: courtRoomValue(complex.value, roomIndex + 1),
      streamingRoomId: idOf(roomIds, streamingRoomOfCourt(roomIndex + 1)),
    })),
  );
  await db.insert(courtRooms).values(rooms).onConflictDoNothing();

  await db
    .insert(highCourtBenches)
    .values(HIGH_COURT_BENCHES.map(({ label, labelHi, value }) => ({ label, labelHi, value })))
    .onConflictDoNothing();
}

/** Where a demo listing is heard, as ids: its streaming room by name, its court room (if any) by value. */
export async function listingRoomIds(db: Database) {
  const streaming = new Map(
    (await db.select().from(streamingRooms)).map((room) => [room.name, room.id] as const),
  );
  const court = new Map(
    (await db.select({ id: courtRooms.id, value: courtRooms.value }).from(courtRooms)).map(
      (room) => [room.value, room.id] as const,
    ),
  );
  return ({ roomId, courtRoom }: { roomId: string; courtRoom?: string }) => ({
    streamingRoomId: idOf(streaming, roomId),
    courtRoomId: courtRoom === undefined ? null : idOf(court, courtRoom),
  });
}
