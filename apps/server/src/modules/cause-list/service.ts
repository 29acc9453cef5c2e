import {
  MESSAGES,
  courtDate,
  courtTomorrow,
  proposedCourtRoom,
  type CauseListInput,
  type Role,
} from '@nyaya/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { isReferencedRowDelete, onDuplicate } from '../../core/db/errors.ts';
import { causeListEntries } from '../../core/db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../core/errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { describeChanges, recordMasterChange } from '../masters/index.ts';
import { streamingRoomIdOf } from '../stream-setup/index.ts';
import {
  benchStreamsIn,
  findCauseListEntries,
  findCourtRoomsStreamedIn,
  findCauseListEntry,
  findCourtRoomByValue,
  findListing,
  type CauseListFilter,
  type CauseListRecord,
} from './queries.ts';
import { streamingRoomOfUser } from '../hosts/index.ts';

const duplicate = () => conflict(MESSAGES.causeListDuplicate, 'cnr');
const entryNotFound = () => notFound(MESSAGES.causeListNotFound);
const target = (entry: { cnr: string; nextDate: string }) => `cause list ${entry.cnr} ${entry.nextDate}`;

/** Judges and readers read the list of their own court room only. */
const SEATED: readonly Role[] = ['Judge', 'Reader'];

/**
 * What a caller may read: a Controller any date and room; a Judge or Reader only the streaming room of their
 * court room, whatever room they ask for; the table shows the court's today unless they name a date. Null: nothing at all.
 */
export async function readableScope(
  db: Database,
  user: { id: string; role: Role },
  asked: { date?: string; roomId?: string },
  unnamedDate: 'today' | 'any',
): Promise<CauseListFilter | null> {
  if (!SEATED.includes(user.role)) return asked;
  const streamingRoomId = await streamingRoomOfUser(db, user.id);
  if (streamingRoomId === undefined) return null;
  const date = asked.date ?? (unnamedDate === 'today' ? courtDate() : undefined);
  return date === undefined ? { streamingRoomId } : { streamingRoomId, date };
}

/**
 * The id of the court room the hearing is heard in: one the hearing's streaming room carries. Named by none,
 * the one the room and the CNR settle (proposedCourtRoom, as the form proposes it), or else none (null) for a
 * High Court bench's hearing in a room a bench streams in. Court search finds a hearing by its court room or
 * its bench: one with neither would be found by none, and is refused.
 */
async function courtRoomIdOf(db: Database, input: CauseListInput, streamingRoomId: number) {
  if (input.courtRoom === undefined) {
    const streamed = await findCourtRoomsStreamedIn(db, streamingRoomId);
    const proposed = proposedCourtRoom(streamed, input.cnr);
    const courtRoom = streamed.find((candidate) => candidate.value === proposed);
    if (courtRoom) return courtRoom.id;
    if (await benchStreamsIn(db, streamingRoomId)) return null;
    throw badRequest(MESSAGES.causeListCourtRoomRequired, 'courtRoom');
  }
  const courtRoom = await findCourtRoomByValue(db, input.courtRoom);
  if (!courtRoom) throw badRequest(MESSAGES.courtRoomUnknown, 'courtRoom');
  if (courtRoom.streamingRoomId !== streamingRoomId) {
    throw badRequest(MESSAGES.causeListCourtRoomElsewhere, 'courtRoom');
  }
  return courtRoom.id;
}

/** The row's columns; a missing hearing date is the court's tomorrow. */
async function columnsOf(db: Database, input: CauseListInput, exceptId?: number) {
  const streamingRoomId = await streamingRoomIdOf(db, input.roomId);
  if (streamingRoomId === undefined) throw badRequest(MESSAGES.roomIdSelect, 'roomId');
  const courtRoomId = await courtRoomIdOf(db, input, streamingRoomId);
  const { roomId: _roomId, courtRoom: _courtRoom, ...fields } = input;
  const nextDate = input.nextDate ?? courtTomorrow();
  const listed = await findListing(db, input.cnr, nextDate);
  if (listed && listed.id !== exceptId) throw duplicate();
  return { ...fields, nextDate, streamingRoomId, courtRoomId };
}

async function mustFind(db: Database, id: number): Promise<CauseListRecord> {
  const row = await findCauseListEntry(db, id);
  if (!row) throw entryNotFound();
  return row;
}

export function createCauseListEntry(db: Database, input: CauseListInput, actor: Actor) {
  return onDuplicate(
    () =>
      db.transaction(async (tx) => {
        const values = await columnsOf(tx, input);
        const [row] = await tx
          .insert(causeListEntries)
          .values({ ...values, createdBy: actor.userId })
          .returning({ id: causeListEntries.id });
        if (!row) throw new Error('Cause list insert returned nothing');
        await recordMasterChange(tx, actor, target(values), `created: ${input.roomId} ${input.caseNumber}`);
        return mustFind(tx, row.id);
      }),
    duplicate,
  );
}

export function updateCauseListEntry(db: Database, id: number, input: CauseListInput, actor: Actor) {
  return onDuplicate(
    () =>
      db.transaction(async (tx) => {
        const before = await mustFind(tx, id);
        const values = await columnsOf(tx, input, id);
        await tx.update(causeListEntries).set(values).where(eq(causeListEntries.id, id));
        const after = await mustFind(tx, id);
        const detail = describeChanges(before, after, {
          nextDate: 'date',
          roomId: 'room',
          courtRoom: 'court room',
          cnr: 'CNR',
          caseNumber: 'case number',
          casestage: 'stage',
          streamingExclusion: 'streaming exclusion',
        });
        await recordMasterChange(tx, actor, target(after), detail);
        return after;
      }),
    duplicate,
  );
}

/**
 * All or nothing: one unknown id, or one hearing that has been held (its session and recordings keep it), and
 * no entry is deleted.
 */
export async function deleteCauseListEntries(db: Database, ids: number[], actor: Actor): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const unique = [...new Set(ids)];
      const rows = await findCauseListEntries(tx, unique);
      if (rows.length !== unique.length) throw entryNotFound();
      await tx.delete(causeListEntries).where(inArray(causeListEntries.id, unique));
      for (const row of rows) await recordMasterChange(tx, actor, target(row), 'deleted');
    });
  } catch (error) {
    if (isReferencedRowDelete(error)) throw conflict(MESSAGES.causeListHearingHeld);
    throw error;
  }
}
