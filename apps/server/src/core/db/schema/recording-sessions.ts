import type { RecordingMimeType } from '@nyaya/shared';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { causeListEntries } from './cause-list.ts';
import { hearingSessions, recordings } from './hearings.ts';
import { users } from './users.ts';

/**
 * A judge's recording of a room: open while stopped_at is null (at most one per room), its chunks under
 * MEDIA_DIR/sessions/<id>; stopping finalises them into a recording. A finalisation that fails notes why and
 * is tried again from next_attempt_at; an instance finalising holds finalising_until, so only one does at once.
 */
export const recordingSessions = pgTable(
  'recording_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: text('room_id').notNull(),
    hearingId: integer('cause_list_entry_id')
      .notNull()
      .references(() => causeListEntries.id, { onDelete: 'restrict' }),
    hearingSessionId: integer('hearing_session_id').references(() => hearingSessions.id, {
      onDelete: 'set null',
    }),
    mimeType: text('mime_type').$type<RecordingMimeType>().notNull(),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    recordingId: integer('recording_id').references(() => recordings.id, { onDelete: 'set null' }),
    failure: text('failure'),
    finaliseAttempts: integer('finalise_attempts').notNull().default(0),
    finalisingUntil: timestamp('finalising_until', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('recording_sessions_one_open')
      .on(table.roomId)
      .where(sql`${table.stoppedAt} is null`),
    index('recording_sessions_entry_idx').on(table.hearingId),
  ],
);

/**
 * Stretches of a recording the judge withheld from the public (issue 19.6): the court's record keeps them, the
 * copy of the recording the public may watch leaves them out. Wall-clock times, as the stream was withheld.
 */
export const recordingExclusions = pgTable(
  'recording_exclusions',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => recordingSessions.id, { onDelete: 'cascade' }),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    toAt: timestamp('to_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recording_exclusions_session_idx').on(table.sessionId)],
);

/**
 * Each stored chunk's SHA-256, kept as it is stored (before its ack): finalisation chains them into the
 * recording's chunk chain (media/recording/chunk-chain.ts), and a chunk changed on disk since is found.
 */
export const recordingChunks = pgTable(
  'recording_chunks',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => recordingSessions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    sha256: text('sha256').notNull(),
    storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.seq] })],
);
