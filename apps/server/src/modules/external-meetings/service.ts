import {
  API_PREFIX,
  MESSAGES,
  can,
  courtDate,
  type ExternalMeetingInput,
  type ExternalMeetingRoom,
  type JoinableMeeting,
} from '@nyaya/shared';
import { and, asc, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { causeListEntries, externalMeetings, streamingRooms } from '../../core/db/schema/index.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import type { Actor } from '../../plugins/actor.ts';
import { recordAccess } from '../../core/access-log.ts';
import { entryNames } from '../cause-list/index.ts';
import { streamingRoomIdOf } from '../stream-setup/index.ts';
import { findUserRecord } from '../../core/user-records.ts';
import { streamingRoomOfUser } from '../hosts/index.ts';

const m = externalMeetings;
const e = causeListEntries;
const heardInMeeting = and(eq(e.streamingRoomId, m.streamingRoomId), eq(e.nextDate, m.meetingDate));

/** Every streaming room on `date`: its hearings that day and the meeting link set for it, by room name. */
export async function roomsOn(db: Database, date: string): Promise<ExternalMeetingRoom[]> {
  const hearings = db
    .select({ roomId: e.streamingRoomId, total: count().as('total') })
    .from(e)
    .where(eq(e.nextDate, date))
    .groupBy(e.streamingRoomId)
    .as('hearings');
  const rows = await db
    .select({
      roomId: streamingRooms.name,
      hearings: sql<number>`coalesce(${hearings.total}, 0)`.mapWith(Number),
      id: m.id,
      url: m.url,
      updatedAt: m.updatedAt,
    })
    .from(streamingRooms)
    .leftJoin(hearings, eq(hearings.roomId, streamingRooms.id))
    .leftJoin(m, and(eq(m.streamingRoomId, streamingRooms.id), eq(m.meetingDate, date)))
    .orderBy(asc(streamingRooms.name));
  return rows.map(({ roomId, hearings: total, id, url, updatedAt }) => ({
    roomId,
    hearings: total,
    meeting:
      id !== null && url !== null && updatedAt ? { id, url, updatedAt: updatedAt.toISOString() } : null,
  }));
}

async function roomIdOf(db: Database, roomId: string): Promise<number> {
  const id = await streamingRoomIdOf(db, roomId);
  if (id === undefined) throw notFound(MESSAGES.courtroomRoomUnknown, 'roomId');
  return id;
}

type RoomDate = { roomId: string; date: string };

/** Sets (or replaces) the room's meeting link for the date; logged with the link's host. */
export async function setMeeting(db: Database, at: RoomDate, input: ExternalMeetingInput, actor: Actor) {
  const streamingRoomId = await roomIdOf(db, at.roomId);
  await db
    .insert(m)
    .values({ streamingRoomId, meetingDate: at.date, url: input.url, setBy: actor.userId })
    .onConflictDoUpdate({
      target: [m.streamingRoomId, m.meetingDate],
      set: { url: input.url, setBy: actor.userId, updatedAt: new Date() },
    });
  await recordAccess(db, {
    event: 'external_meeting_set',
    ...actor,
    target: at.roomId,
    detail: `${at.date} ${new URL(input.url).host}`,
  });
}

/** Removes the room's meeting link for the date: its hearings are held in the courtroom again. */
export async function removeMeeting(db: Database, at: RoomDate, actor: Actor) {
  const streamingRoomId = await roomIdOf(db, at.roomId);
  const removed = await db
    .delete(m)
    .where(and(eq(m.streamingRoomId, streamingRoomId), eq(m.meetingDate, at.date)))
    .returning({ id: m.id });
  if (removed.length === 0) throw notFound(MESSAGES.meetingLinkNotFound);
  await recordAccess(db, { event: 'external_meeting_removed', ...actor, target: at.roomId, detail: at.date });
}

/**
 * Which meetings a user may join, as a condition on a meeting and its hearings: a Controller any, a Judge their
 * own room's, a verified Advocate those with a hearing of theirs; null for none.
 */
async function joinableBy(db: Database, userId: string): Promise<SQL | undefined | null> {
  const user = await findUserRecord(db, userId);
  if (!user) return null;
  if (can(user.role, 'externalMeetings:manage')) return undefined;
  if (can(user.role, 'courtroom:host')) {
    const roomId = await streamingRoomOfUser(db, user.id);
    return roomId === undefined ? null : eq(m.streamingRoomId, roomId);
  }
  // Only once the control room verified the enrollment: before that it is only a number typed at signup.
  if (user.advocateVerifiedAt && user.enrollmentNumber) return entryNames(user.enrollmentNumber);
  return null;
}

export const joinPathOf = (meetingId: number) => `${API_PREFIX}/externalMeetings/${meetingId}/join`;

/** The join address of each room's meeting on `date`, by room name. */
export async function meetingPathsOn(db: Database, date: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: m.id, roomId: streamingRooms.name })
    .from(m)
    .innerJoin(streamingRooms, eq(streamingRooms.id, m.streamingRoomId))
    .where(eq(m.meetingDate, date));
  return new Map(rows.map((row) => [row.roomId, joinPathOf(row.id)]));
}

/** The meetings from the court's today on that the user may join, each with the cases heard in it. */
export async function joinableMeetings(db: Database, userId: string): Promise<JoinableMeeting[]> {
  const scope = await joinableBy(db, userId);
  if (scope === null) return [];
  const rows = await db
    .select({
      id: m.id,
      roomId: streamingRooms.name,
      date: m.meetingDate,
      cnr: e.cnr,
      caseNumber: e.caseNumber,
    })
    .from(m)
    .innerJoin(streamingRooms, eq(streamingRooms.id, m.streamingRoomId))
    .innerJoin(e, heardInMeeting)
    .where(and(gte(m.meetingDate, courtDate()), scope))
    .orderBy(asc(m.meetingDate), asc(streamingRooms.name), asc(e.caseNumber));
  const meetings = new Map<number, JoinableMeeting>();
  for (const { id, roomId, date, cnr, caseNumber } of rows) {
    const meeting = meetings.get(id) ?? { id, roomId, date, cases: [], joinPath: joinPathOf(id) };
    meeting.cases.push({ cnr, caseNumber });
    meetings.set(id, meeting);
  }
  return [...meetings.values()];
}

/** The link of a meeting the user may join; the joining is logged. 404 for none, 403 for another's. */
export async function joinMeeting(db: Database, meetingId: number, actor: Actor): Promise<string> {
  const [meeting] = await db
    .select({ url: m.url, roomId: streamingRooms.name, date: m.meetingDate })
    .from(m)
    .innerJoin(streamingRooms, eq(streamingRooms.id, m.streamingRoomId))
    .where(eq(m.id, meetingId));
  if (!meeting) throw notFound(MESSAGES.meetingLinkNotFound);
  const scope = await joinableBy(db, actor.userId);
  const [allowed] =
    scope === null
      ? []
      : await db
          .select({ id: m.id })
          .from(m)
          .leftJoin(e, heardInMeeting)
          .where(and(eq(m.id, meetingId), scope))
          .limit(1);
  if (!allowed) throw forbidden(MESSAGES.meetingNotYours);
  await recordAccess(db, {
    event: 'external_meeting_joined',
    ...actor,
    target: meeting.roomId,
    detail: meeting.date,
  });
  return meeting.url;
}
