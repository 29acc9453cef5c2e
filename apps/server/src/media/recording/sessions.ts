import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recordingSessions } from '../../db/schema/index.ts';

export type RecordingSession = typeof recordingSessions.$inferSelect;
type NewSession = Pick<
  typeof recordingSessions.$inferInsert,
  'roomNo' | 'causeListEntryId' | 'hearingSessionId' | 'mimeType' | 'startedBy'
>;

const open = isNull(recordingSessions.stoppedAt);

/** The room's open recording session, if any. */
export async function openSessionOfRoom(db: Database, roomNo: string): Promise<RecordingSession | undefined> {
  const [row] = await db
    .select()
    .from(recordingSessions)
    .where(and(eq(recordingSessions.roomNo, roomNo), open));
  return row;
}

export async function openSessionById(db: Database, id: string): Promise<RecordingSession | undefined> {
  const [row] = await db
    .select()
    .from(recordingSessions)
    .where(and(eq(recordingSessions.id, id), open));
  return row;
}

/** Opens the room's session, or (when a start-recording racing this one opened it first) gives that one. */
export async function openSession(db: Database, session: NewSession): Promise<RecordingSession> {
  const [created] = await db.insert(recordingSessions).values(session).onConflictDoNothing().returning();
  const opened = created ?? (await openSessionOfRoom(db, session.roomNo));
  if (!opened) throw new Error(`no recording session could be opened in ${session.roomNo}`);
  return opened;
}

/** Marks the room's open session stopped; undefined when it is not open (so only one stop finalises it). */
export async function claimStop(
  db: Database,
  roomNo: string,
  id: string,
): Promise<RecordingSession | undefined> {
  const [row] = await db
    .update(recordingSessions)
    .set({ stoppedAt: new Date() })
    .where(and(eq(recordingSessions.id, id), eq(recordingSessions.roomNo, roomNo), open))
    .returning();
  return row;
}

export async function recordOutcome(
  db: Database,
  id: string,
  outcome: { recordingId: number } | { failure: string },
): Promise<void> {
  await db.update(recordingSessions).set(outcome).where(eq(recordingSessions.id, id));
}
