import { MESSAGES, can, type PublicStreamDecision } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { causeListEntries } from '../../core/db/schema/index.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { findCauseListEntry, type CauseListRecord } from '../cause-list/index.ts';
import { describeChanges, recordMasterChange } from '../masters/index.ts';
import { streamingRoomOfUser } from '../hosts/index.ts';

/** Whether a hearing is listed in the streaming room of the court room the user sits in. */
async function listedInRoomOf(db: Database, userId: string, hearingId: number): Promise<boolean> {
  const [hearing] = await db
    .select({ streamingRoomId: causeListEntries.streamingRoomId })
    .from(causeListEntries)
    .where(eq(causeListEntries.id, hearingId));
  return hearing !== undefined && hearing.streamingRoomId === (await streamingRoomOfUser(db, userId));
}

/**
 * The judge's Allow/Dismiss of a hearing on the public stream, recorded in the access log like any other
 * cause-list change. A Judge decides only for the hearings of their own room; a Controller for any.
 */
export async function decidePublicStream(
  db: Database,
  hearingId: number,
  decision: PublicStreamDecision,
  actor: Actor,
): Promise<CauseListRecord> {
  return db.transaction(async (tx) => {
    const before = await findCauseListEntry(tx, hearingId);
    if (!before) throw notFound(MESSAGES.hearingNotFound);
    if (can(actor.role, 'courtroom:host') && !(await listedInRoomOf(tx, actor.userId, hearingId))) {
      throw forbidden(MESSAGES.courtroomIdtYours);
    }
    await tx
      .update(causeListEntries)
      .set({ publicStreamDecision: decision })
      .where(eq(causeListEntries.id, hearingId));
    const after = { ...before, publicStreamDecision: decision };
    const detail = describeChanges(before, after, { publicStreamDecision: 'public stream' });
    await recordMasterChange(tx, actor, `cause list ${after.cnr} ${after.nextDate}`, detail);
    return after;
  });
}
