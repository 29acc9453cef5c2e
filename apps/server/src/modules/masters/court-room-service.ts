import { MESSAGES, type courtRoomSchema } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../core/db/client.ts';
import { courtComplexes, courtRooms, streamingRooms, users } from '../../core/db/schema/index.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { changeMaster, describeChanges, inUse, recordMasterChange } from './changes.ts';
import { findCourtRoom, type CourtRoomRecord } from './queries.ts';

type CourtRoomInput = z.output<typeof courtRoomSchema>;
type CourtRoomRow = typeof courtRooms.$inferSelect;

const target = (row: CourtRoomRow) => `court room ${row.value}`;
/** The insert cannot say which reference broke; the checks before it name the field in every other case. */
const brokenReference = () => badRequest(MESSAGES.complexRequired, 'complexId');

async function requireCourtRoom(db: Database, id: number): Promise<CourtRoomRecord> {
  const room = await findCourtRoom(db, id);
  if (!room) throw notFound();
  return room;
}

async function assertReferencesExist(db: Database, input: CourtRoomInput): Promise<void> {
  const [complex] = await db
    .select({ id: courtComplexes.id })
    .from(courtComplexes)
    .where(eq(courtComplexes.id, input.complexId));
  if (!complex) throw badRequest(MESSAGES.complexRequired, 'complexId');
  const [room] = await db
    .select({ id: streamingRooms.id })
    .from(streamingRooms)
    .where(eq(streamingRooms.id, input.streamingRoomId));
  if (!room) throw badRequest(MESSAGES.streamingRoomRequired, 'streamingRoomId');
}

export function createCourtRoom(db: Database, input: CourtRoomInput, actor: Actor): Promise<CourtRoomRecord> {
  return changeMaster(
    db,
    async (tx) => {
      await assertReferencesExist(tx, input);
      const [row] = await tx.insert(courtRooms).values(input).returning();
      if (!row) throw new Error('Court room insert returned nothing');
      await recordMasterChange(tx, actor, target(row), `created ${row.name} in complex ${row.complexId}`);
      return requireCourtRoom(tx, row.id);
    },
    brokenReference,
  );
}

export function updateCourtRoom(db: Database, id: number, input: CourtRoomInput, actor: Actor) {
  return changeMaster(
    db,
    async (tx) => {
      const before = await requireCourtRoom(tx, id);
      await assertReferencesExist(tx, input);
      const [row] = await tx.update(courtRooms).set(input).where(eq(courtRooms.id, id)).returning();
      if (!row) throw notFound();
      const labels = {
        name: 'name',
        nameHi: 'Hindi name',
        value: 'value',
        complexId: 'complex',
        streamingRoomId: 'streaming room',
      } as const;
      await recordMasterChange(tx, actor, target(before), describeChanges(before, row, labels));
      return requireCourtRoom(tx, id);
    },
    brokenReference,
  );
}

/** A court room a Judge or Reader sits in stays until they are moved elsewhere. */
export function deleteCourtRoom(db: Database, id: number, actor: Actor): Promise<void> {
  return changeMaster(db, async (tx) => {
    const before = await requireCourtRoom(tx, id);
    const [seated] = await tx.select({ id: users.id }).from(users).where(eq(users.courtRoomId, id)).limit(1);
    if (seated) throw inUse();
    await tx.delete(courtRooms).where(eq(courtRooms.id, id));
    await recordMasterChange(tx, actor, target(before), `deleted ${before.name}`);
  });
}
