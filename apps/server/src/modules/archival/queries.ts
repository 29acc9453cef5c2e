import { PAGE_SIZE, type ArchivalStatus, type CourtRoomNames, type Role } from '@nyaya/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../core/db/client.ts';
import { archivalRequests, causeListEntries, streamingRooms, users } from '../../core/db/schema/index.ts';
import { heardIn } from '../cause-list/index.ts';

const a = archivalRequests;
const requester = alias(users, 'requester');
const creator = alias(users, 'creator');
const decider = alias(users, 'decider');

const columns = {
  id: a.id,
  requesterId: a.requesterId,
  requesterFirstName: requester.firstName,
  requesterLastName: requester.lastName,
  requesterEmail: requester.email,
  requesterRole: requester.role,
  cnr: a.cnr,
  hearingDate: a.hearingDate,
  roomId: streamingRooms.name,
  heardIn,
  reason: a.reason,
  status: a.status,
  createdAt: a.createdAt,
  creatorFirstName: creator.firstName,
  creatorLastName: creator.lastName,
  deciderFirstName: decider.firstName,
  deciderLastName: decider.lastName,
  decidedAt: a.decidedAt,
  note: a.note,
  accessUntil: a.accessUntil,
  hearingId: causeListEntries.id,
};

/** A request with its requester, room, hearing and the names of who filed and who decided it. */
export type ArchivalRecord = {
  id: number;
  requesterId: string;
  requesterFirstName: string;
  requesterLastName: string;
  requesterEmail: string;
  requesterRole: Role;
  cnr: string;
  hearingDate: string;
  roomId: string;
  /** The court room the requested hearing is heard in; null when none is linked or it is no longer listed. */
  heardIn: CourtRoomNames | null;
  reason: string;
  status: ArchivalStatus;
  createdAt: Date;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  deciderFirstName: string | null;
  deciderLastName: string | null;
  decidedAt: Date | null;
  note: string | null;
  accessUntil: Date | null;
  /** The listing of the requested hearing; null once its cause-list entry was deleted. */
  hearingId: number | null;
};

/** Which requests a list shows; every given filter must hold. */
export type ArchivalFilter = {
  status?: ArchivalStatus;
  cnr?: string;
  requestId?: number;
  requesterId?: string;
};

function selectRequests(db: Database) {
  return db
    .select(columns)
    .from(a)
    .innerJoin(requester, eq(a.requesterId, requester.id))
    .innerJoin(streamingRooms, eq(a.streamingRoomId, streamingRooms.id))
    .leftJoin(
      causeListEntries,
      and(eq(causeListEntries.cnr, a.cnr), eq(causeListEntries.nextDate, a.hearingDate)),
    )
    .leftJoin(creator, eq(a.createdBy, creator.id))
    .leftJoin(decider, eq(a.decidedBy, decider.id));
}

function whereOf(filter: ArchivalFilter): SQL | undefined {
  return and(
    filter.status === undefined ? undefined : eq(a.status, filter.status),
    filter.cnr === undefined ? undefined : eq(a.cnr, filter.cnr),
    filter.requestId === undefined ? undefined : eq(a.id, filter.requestId),
    filter.requesterId === undefined ? undefined : eq(a.requesterId, filter.requesterId),
  );
}

/** A page of requests, PAGE_SIZE.archival a page, newest first. */
export async function listArchivalRequests(db: Database, page: number, filter: ArchivalFilter) {
  const where = whereOf(filter);
  const [counted] = await db.select({ total: count() }).from(a).where(where);
  const total = counted?.total ?? 0;
  const rows: ArchivalRecord[] = await selectRequests(db)
    .where(where)
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(PAGE_SIZE.archival)
    .offset((page - 1) * PAGE_SIZE.archival);
  return { rows, total, totalPages: Math.ceil(total / PAGE_SIZE.archival) };
}

export async function findArchivalRequest(db: Database, id: number): Promise<ArchivalRecord | undefined> {
  const [row] = await selectRequests(db).where(eq(a.id, id));
  return row;
}

/** The pending request of a requester for a hearing, if any: one at most (partial unique index). */
export async function findPendingRequest(
  db: Database,
  requesterId: string,
  cnr: string,
  hearingDate: string,
) {
  const [row] = await db
    .select({ id: a.id })
    .from(a)
    .where(
      and(
        eq(a.requesterId, requesterId),
        eq(a.cnr, cnr),
        eq(a.hearingDate, hearingDate),
        eq(a.status, 'Pending'),
      ),
    );
  return row;
}

/** The streaming room a case was listed in on a date, if it was (one listing per case and date). */
export async function listedRoomOf(db: Database, cnr: string, hearingDate: string) {
  const [row] = await db
    .select({ streamingRoomId: causeListEntries.streamingRoomId })
    .from(causeListEntries)
    .where(and(eq(causeListEntries.cnr, cnr), eq(causeListEntries.nextDate, hearingDate)));
  return row?.streamingRoomId;
}

/** An account by e-mail (stored lower-case), with what decides whether it may request archives. */
export async function findAccountByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, email));
  return row;
}
