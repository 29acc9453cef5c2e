import { MESSAGES, courtDate, type CauseListDay, type Role } from '@nyaya/shared';
import type { Database } from '../../core/db/client.ts';
import { notFound } from '../../core/errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { recordMasterChange } from '../masters/index.ts';
import { presentDayEntry } from './reader-presenter.ts';
import { findDayEntry, listDayEntries, setPartiesInformed, streamingRoomName } from './reader-queries.ts';
import { readableScope } from './service.ts';
import { streamingRoomOfUser } from '../hosts/index.ts';

/**
 * One day's list, the court's today unless a date is named: a Judge or Reader gets their own court room's
 * streaming room whatever room they ask for (nothing when they sit nowhere); a Controller the room named, or every room.
 */
export async function dayList(
  db: Database,
  user: { id: string; role: Role },
  asked: { date?: string; roomId?: string },
): Promise<CauseListDay> {
  const date = asked.date ?? courtDate();
  const scope = await readableScope(db, user, { date, roomId: asked.roomId }, 'today');
  if (!scope) return { date, roomId: null, entries: [] };
  const roomId =
    scope.streamingRoomId === undefined
      ? (scope.roomId ?? null)
      : await streamingRoomName(db, scope.streamingRoomId);
  const rows = await listDayEntries(db, { ...scope, date });
  return { date, roomId, entries: rows.map(presentDayEntry) };
}

/**
 * Marks (or unmarks) that the parties were told the hearing will be streamed. Only an entry of the reader's own
 * room: any other is "not found", so the answer never tells that another room's entry exists.
 */
export function markPartiesInformed(db: Database, entryId: number, informed: boolean, actor: Actor) {
  return db.transaction(async (tx) => {
    const ownRoom = await streamingRoomOfUser(tx, actor.userId);
    const entry = await findDayEntry(tx, entryId);
    if (!entry || ownRoom === undefined || entry.streamingRoomId !== ownRoom) {
      throw notFound(MESSAGES.causeListNotFound);
    }
    await setPartiesInformed(tx, entryId, informed ? actor.userId : null);
    const detail = informed ? 'parties told it will be streamed' : 'parties-told mark removed';
    await recordMasterChange(tx, actor, `cause list ${entry.cnr} ${entry.nextDate}`, detail);
    const after = await findDayEntry(tx, entryId);
    if (!after) throw notFound(MESSAGES.causeListNotFound);
    return presentDayEntry(after);
  });
}
