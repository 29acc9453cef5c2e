import {
  can,
  DAY_MS,
  MESSAGES,
  type ApproveArchivalInput,
  type ArchivalStatus,
  type CreateArchivalRequestInput,
  type OwnArchivalRequestInput,
} from '@nyaya/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { onDuplicate } from '../../core/db/errors.ts';
import { archivalRequests } from '../../core/db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../core/errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { recordMasterChange } from '../masters/index.ts';
import { streamingRoomIdOf } from '../stream-setup/index.ts';
import {
  findAccountByEmail,
  findArchivalRequest,
  findPendingRequest,
  listedRoomOf,
  type ArchivalRecord,
} from './queries.ts';

const duplicate = () => conflict(MESSAGES.archivalDuplicate, 'cnr');
const notListed = () => badRequest(MESSAGES.archivalHearingNotListed, 'hearingDate');
const target = (id: number) => `archival request #${id}`;

async function mustFind(db: Database, id: number): Promise<ArchivalRecord> {
  const row = await findArchivalRequest(db, id);
  if (!row) throw notFound(MESSAGES.archivalNotFound);
  return row;
}

type NewRequest = {
  requesterId: string;
  cnr: string;
  hearingDate: string;
  streamingRoomId: number;
  reason: string;
};

/** One pending request per requester and hearing; the request and its access-log line in one transaction. */
function insertRequest(db: Database, values: NewRequest, actor: Actor, detail: string) {
  return onDuplicate(
    () =>
      db.transaction(async (tx) => {
        if (await findPendingRequest(tx, values.requesterId, values.cnr, values.hearingDate))
          throw duplicate();
        const [row] = await tx
          .insert(archivalRequests)
          .values({ ...values, createdBy: actor.userId })
          .returning({ id: archivalRequests.id });
        if (!row) throw new Error('Archival request insert returned nothing');
        await recordMasterChange(tx, actor, target(row.id), detail);
        return mustFind(tx, row.id);
      }),
    duplicate,
  );
}

/** The Controller's Create Request: for an active Individual or Advocate, of a hearing listed in that room. */
export async function createArchivalRequest(db: Database, input: CreateArchivalRequestInput, actor: Actor) {
  const requester = await findAccountByEmail(db, input.requesterEmail);
  if (!requester?.isActive || !can(requester.role, 'archival:request')) {
    throw badRequest(MESSAGES.archivalRequesterUnknown, 'requesterEmail');
  }
  const streamingRoomId = await streamingRoomIdOf(db, input.roomId);
  if (streamingRoomId === undefined) throw badRequest(MESSAGES.roomIdSelect, 'roomId');
  if ((await listedRoomOf(db, input.cnr, input.hearingDate)) !== streamingRoomId) throw notListed();
  const { cnr, hearingDate, reason, roomId, requesterEmail } = input;
  const detail = `created for ${requesterEmail}: ${cnr} ${hearingDate} ${roomId}`;
  return insertRequest(
    db,
    { requesterId: requester.id, cnr, hearingDate, streamingRoomId, reason },
    actor,
    detail,
  );
}

/** An Individual's or Advocate's own request: the room is the one the hearing was listed in. */
export async function submitOwnRequest(db: Database, input: OwnArchivalRequestInput, actor: Actor) {
  const streamingRoomId = await listedRoomOf(db, input.cnr, input.hearingDate);
  if (streamingRoomId === undefined) throw notListed();
  const { cnr, hearingDate, reason } = input;
  const detail = `requested: ${cnr} ${hearingDate}`;
  return insertRequest(
    db,
    { requesterId: actor.userId, cnr, hearingDate, streamingRoomId, reason },
    actor,
    detail,
  );
}

type Decision = { status: Exclude<ArchivalStatus, 'Pending'>; note: string | undefined; accessDays?: number };

/**
 * Decides a pending request. The update itself checks that it is still pending, so of two Controllers deciding
 * at once exactly one succeeds and the other gets 409.
 */
async function decide(db: Database, id: number, decision: Decision, actor: Actor) {
  const decidedAt = new Date();
  const accessUntil =
    decision.accessDays === undefined ? null : new Date(decidedAt.getTime() + decision.accessDays * DAY_MS);
  const note = decision.note || null;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(archivalRequests)
      .set({ status: decision.status, decidedBy: actor.userId, decidedAt, note, accessUntil })
      .where(and(eq(archivalRequests.id, id), eq(archivalRequests.status, 'Pending')))
      .returning({ id: archivalRequests.id });
    if (!updated) {
      await mustFind(tx, id);
      throw conflict(MESSAGES.archivalAlreadyDecided);
    }
    const days = decision.accessDays === undefined ? '' : ` for ${decision.accessDays} days`;
    await recordMasterChange(tx, actor, target(id), `${decision.status.toLowerCase()}${days}`);
    return mustFind(tx, id);
  });
}

export function approveArchivalRequest(db: Database, id: number, input: ApproveArchivalInput, actor: Actor) {
  return decide(db, id, { status: 'Approved', note: input.note, accessDays: input.accessDays }, actor);
}

export function rejectArchivalRequest(db: Database, id: number, note: string, actor: Actor) {
  return decide(db, id, { status: 'Rejected', note }, actor);
}
