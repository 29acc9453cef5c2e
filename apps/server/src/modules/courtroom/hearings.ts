import { courtDate, isStreamable, type CourtroomHearing } from '@nyaya/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { causeListEntries, hearingSessions, streamingRooms } from '../../core/db/schema/index.ts';
import {
  findCauseListByCnr,
  findCauseListEntries,
  findCauseListEntry,
  type CauseListRecord,
} from '../cause-list/index.ts';
import type { RoomMeta } from '../room-state/index.ts';
import { streamingRoomOfUser } from '../hosts/index.ts';

/** Whether a streaming room of that name exists. */
export async function roomExists(db: Database, roomId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: streamingRooms.id })
    .from(streamingRooms)
    .where(eq(streamingRooms.name, roomId));
  return row !== undefined;
}

/** The streaming room (its name) a Judge sits in today, if any. */
export async function ownRoomOf(db: Database, userId: string): Promise<string | undefined> {
  const id = await streamingRoomOfUser(db, userId);
  if (id === undefined) return undefined;
  const [row] = await db
    .select({ name: streamingRooms.name })
    .from(streamingRooms)
    .where(eq(streamingRooms.id, id));
  return row?.name;
}

/** A case's listing on the court's today in a room. */
export async function todaysListingByCnr(db: Database, roomId: string, cnr: string) {
  const [row] = await findCauseListByCnr(db, cnr, { date: courtDate(), roomId: roomId });
  return row;
}

/** A hearing (cause-list entry) by id, only when it is on the court's today in that room. */
export async function todaysListingById(db: Database, roomId: string, hearingId: number) {
  const row = await findCauseListEntry(db, hearingId);
  return row && row.roomId === roomId && row.nextDate === courtDate() ? row : undefined;
}

/**
 * Every live session of a room's hearings still open: they are what makes a case show Live in search. Read from
 * the database, not the room's state, which a server without Redis rebuilds from them when it restarts.
 */
const openInRoom = (db: Database, roomId: string) =>
  and(
    isNull(hearingSessions.endedAt),
    inArray(
      hearingSessions.hearingId,
      db
        .select({ id: causeListEntries.id })
        .from(causeListEntries)
        .innerJoin(streamingRooms, eq(streamingRooms.id, causeListEntries.streamingRoomId))
        .where(eq(streamingRooms.name, roomId)),
    ),
  );

/** A hearing in progress as the room shows it: it may reach the public as its listing says now. */
const hearingOf = (listing: CauseListRecord, hearingSessionId: number): CourtroomHearing => ({
  hearingId: listing.hearingId,
  hearingSessionId,
  caseNumber: listing.caseNumber,
  cnr: listing.cnr,
  petitioner: listing.petitioner,
  defendant: listing.respondent,
  courtRoom: listing.courtRoom,
  streamable: isStreamable(listing),
});

/** Starts a live session of a hearing (it shows Live in case search), ending every other open one of its room. */
export function openHearingSession(
  db: Database,
  listing: CauseListRecord,
  startedBy: string,
): Promise<CourtroomHearing> {
  return db.transaction(async (tx) => {
    await tx.update(hearingSessions).set({ endedAt: new Date() }).where(openInRoom(tx, listing.roomId));
    const [session] = await tx
      .insert(hearingSessions)
      .values({ hearingId: listing.hearingId, startedBy })
      .returning({ id: hearingSessions.id });
    if (!session) throw new Error('Hearing session insert returned nothing');
    return hearingOf(listing, session.id);
  });
}

type StreamState = Pick<RoomMeta, 'streaming' | 'pause'>;

/** The room's Start/Stop Streaming and pause, kept on the session of its hearing. */
export async function keepStreamState(db: Database, hearingSessionId: number, state: StreamState) {
  await db
    .update(hearingSessions)
    .set({ streaming: state.streaming, pause: state.pause })
    .where(eq(hearingSessions.id, hearingSessionId));
}

/** Every hearing whose session is open, oldest first, with its room and the stream state kept on it. */
export async function hearingsInProgress(
  db: Database,
): Promise<(StreamState & { roomId: string; hearing: CourtroomHearing })[]> {
  const sessions = await db
    .select()
    .from(hearingSessions)
    .where(isNull(hearingSessions.endedAt))
    .orderBy(asc(hearingSessions.startedAt), asc(hearingSessions.id));
  if (sessions.length === 0) return [];
  const listings = await findCauseListEntries(
    db,
    sessions.map((session) => session.hearingId),
  );
  return sessions.flatMap((session) => {
    const listing = listings.find((entry) => entry.hearingId === session.hearingId);
    if (!listing) return [];
    const { streaming, pause } = session;
    return [{ roomId: listing.roomId, hearing: hearingOf(listing, session.id), streaming, pause }];
  });
}

/** No hearing of the room is in progress any more (between hearings, the end, the judge gone). */
export async function closeHearingSessionsOfRoom(db: Database, roomId: string): Promise<void> {
  await db.update(hearingSessions).set({ endedAt: new Date() }).where(openInRoom(db, roomId));
}
