import { RECORDING } from '@nyaya/shared';
import { and, asc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { recordingSessions } from '../../core/db/schema/index.ts';

export type RecordingSession = typeof recordingSessions.$inferSelect;
type NewSession = Pick<
  typeof recordingSessions.$inferInsert,
  'roomId' | 'hearingId' | 'hearingSessionId' | 'mimeType' | 'startedBy'
>;

/**
 * How long an instance holds a session it finalises; it renews the hold while ffmpeg works, so a crashed
 * instance's sessions are taken up by another (or itself, restarted) this long after.
 */
export const FINALISING_LEASE_MS = 60_000;

const open = isNull(recordingSessions.stoppedAt);
const unfinished = and(isNotNull(recordingSessions.stoppedAt), isNull(recordingSessions.recordingId));
const leaseFrom = (now: Date) => new Date(now.getTime() + FINALISING_LEASE_MS);
const notHeld = (now: Date) =>
  or(isNull(recordingSessions.finalisingUntil), lte(recordingSessions.finalisingUntil, now));

/** The room's open recording session, if any. */
export async function openSessionOfRoom(db: Database, roomId: string): Promise<RecordingSession | undefined> {
  const [row] = await db
    .select()
    .from(recordingSessions)
    .where(and(eq(recordingSessions.roomId, roomId), open));
  return row;
}

export async function openSessionById(db: Database, id: string): Promise<RecordingSession | undefined> {
  const [row] = await db
    .select()
    .from(recordingSessions)
    .where(and(eq(recordingSessions.id, id), open));
  return row;
}

/** Every open session, oldest first: what the abandonment watch looks at. */
export function openSessions(db: Database): Promise<RecordingSession[]> {
  return db.select().from(recordingSessions).where(open).orderBy(asc(recordingSessions.startedAt));
}

/** Opens the room's session, or (when a start-recording racing this one opened it first) gives that one. */
export async function openSession(db: Database, session: NewSession): Promise<RecordingSession> {
  const [created] = await db.insert(recordingSessions).values(session).onConflictDoNothing().returning();
  const opened = created ?? (await openSessionOfRoom(db, session.roomId));
  if (!opened) throw new Error(`no recording session could be opened in ${session.roomId}`);
  return opened;
}

/**
 * Marks the room's open session (that one, when an id is given) stopped and holds it for finalising, in one
 * write; undefined when it is not open, so only one stop, on any instance, finalises it.
 */
export async function claimStop(
  db: Database,
  roomId: string,
  id?: string,
): Promise<RecordingSession | undefined> {
  const now = new Date();
  const [row] = await db
    .update(recordingSessions)
    .set({
      stoppedAt: now,
      finalisingUntil: leaseFrom(now),
      finaliseAttempts: sql`${recordingSessions.finaliseAttempts} + 1`,
    })
    .where(
      and(
        eq(recordingSessions.roomId, roomId),
        open,
        id === undefined ? undefined : eq(recordingSessions.id, id),
      ),
    )
    .returning();
  return row;
}

/** Stopped sessions without a recording whose next try is due and that no instance holds. */
export function sessionsDueForFinalising(db: Database, now = new Date()): Promise<RecordingSession[]> {
  const due = or(isNull(recordingSessions.nextAttemptAt), lte(recordingSessions.nextAttemptAt, now));
  return db
    .select()
    .from(recordingSessions)
    .where(and(unfinished, notHeld(now), due))
    .orderBy(asc(recordingSessions.stoppedAt));
}

/** Holds a stopped, unfinished session for another finalisation; undefined when another instance holds it. */
export async function claimFinalising(db: Database, id: string): Promise<RecordingSession | undefined> {
  const now = new Date();
  const [row] = await db
    .update(recordingSessions)
    .set({
      finalisingUntil: leaseFrom(now),
      finaliseAttempts: sql`${recordingSessions.finaliseAttempts} + 1`,
    })
    .where(and(eq(recordingSessions.id, id), unfinished, notHeld(now)))
    .returning();
  return row;
}

export async function renewFinalising(db: Database, id: string): Promise<void> {
  await db
    .update(recordingSessions)
    .set({ finalisingUntil: leaseFrom(new Date()) })
    .where(and(eq(recordingSessions.id, id), unfinished));
}

/** When the try after `attempts` failed ones is due. */
export function nextAttemptAfter(attempts: number, now = Date.now()): Date {
  const { firstMs, maxMs } = RECORDING.finaliseRetry;
  return new Date(now + Math.min(firstMs * 4 ** Math.max(0, attempts - 1), maxMs));
}

/** A finalisation failed: why, and when it is tried again; the hold is released. */
export async function recordFailure(db: Database, session: RecordingSession, failure: string): Promise<void> {
  await db
    .update(recordingSessions)
    .set({
      failure,
      finalisingUntil: null,
      nextAttemptAt: nextAttemptAfter(session.finaliseAttempts),
    })
    .where(eq(recordingSessions.id, session.id));
}

/** A Controller's Retry: the session is due now (it is still finalised only once, by whoever holds it). */
export async function makeDueNow(db: Database, id: string): Promise<RecordingSession | undefined> {
  const [row] = await db
    .update(recordingSessions)
    .set({ nextAttemptAt: new Date() })
    .where(and(eq(recordingSessions.id, id), unfinished))
    .returning();
  return row;
}

/** The session a recording was finalised from; undefined for one made otherwise (the demo's). */
export async function sessionOfRecording(
  db: Database,
  recordingId: number,
): Promise<RecordingSession | undefined> {
  const [row] = await db
    .select()
    .from(recordingSessions)
    .where(eq(recordingSessions.recordingId, recordingId));
  return row;
}
