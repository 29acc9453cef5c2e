import type { SealedManifest, StreamPause } from '@nyaya/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { causeListEntries } from './cause-list.ts';
import { users } from './users.ts';

/**
 * A live session of a hearing (a cause-list entry): open while ended_at is null. The courtroom starts and ends
 * it; at most one is open per hearing. A server without Redis, whose rooms' state is in its memory, also keeps
 * here what its room decided while this was its hearing (Start/Stop Streaming, the pause shown), and reads it
 * back when it starts again; with Redis, Redis keeps that, and streaming and pause stay false and null.
 */
export const hearingSessions = pgTable(
  'hearing_sessions',
  {
    id: serial('id').primaryKey(),
    hearingId: integer('cause_list_entry_id')
      .notNull()
      .references(() => causeListEntries.id, { onDelete: 'restrict' }),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    streaming: boolean('streaming').notNull().default(false),
    pause: jsonb('pause').$type<StreamPause>(),
  },
  (table) => [
    uniqueIndex('hearing_sessions_one_open')
      .on(table.hearingId)
      .where(sql`${table.endedAt} is null`),
  ],
);

/** Available while within the court's retention; Expired once retention moved the file to the archive area. */
export const recordingStateEnum = pgEnum('recording_state', ['available', 'expired']);

/** A hearing's recording: an MP4 under the media directory, named by `file`. */
export const recordings = pgTable(
  'recordings',
  {
    id: serial('id').primaryKey(),
    hearingId: integer('cause_list_entry_id')
      .notNull()
      .references(() => causeListEntries.id, { onDelete: 'restrict' }),
    hearingSessionId: integer('hearing_session_id').references(() => hearingSessions.id, {
      onDelete: 'set null',
    }),
    file: text('file').notNull().unique(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    durationSeconds: integer('duration_seconds'),
    /**
     * The judge withheld parts of it from the public (issue 19.6): the copy without them (null when nothing is
     * left) and its length. Both null: the public watches `file`.
     */
    publicFile: text('public_file').unique(),
    publicDurationSeconds: integer('public_duration_seconds'),
    /** The MP4's SHA-256, and the head of its chunks' chain (chunk-chain.ts); null for recordings made before. */
    sha256: text('sha256'),
    chunkChainHead: text('chunk_chain_head'),
    /** The signed manifest (modules/court-record); null until sealed, just after finalisation. */
    seal: jsonb('seal').$type<SealedManifest>(),
    state: recordingStateEnum('state').notNull().default('available'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /**
     * When the media scrub (modules/court-record/scrub.ts) or retention's move last read the file back, and what
     * it found wrong then (its SHA-256 or size no longer the sealed one, or the file gone); null: it matched.
     */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    damage: text('damage'),
  },
  (table) => [
    index('recordings_entry_idx').on(table.hearingId),
    // A file checked against the court record is found by its digest (GET /api/v1/record/recordings/:sha256).
    index('recordings_sha256_idx').on(table.sha256),
    // The scrub reads next the recording read back longest ago.
    index('recordings_checked_idx').on(table.checkedAt),
  ],
);
