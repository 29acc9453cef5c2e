import { BACKUP_RESULTS } from '@nyaya/shared';
import { bigint, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const backupResultEnum = pgEnum('backup_result', BACKUP_RESULTS);

/**
 * The scheduled backups, one row per schedule slot: the instance that inserts a slot's row takes that backup (the
 * slot is unique, so with several instances exactly one does), and the row says how it ended.
 */
export const backupRuns = pgTable('backup_runs', {
  id: serial('id').primaryKey(),
  /** The scheduled time this backup is for (BACKUP_AT on a court day). */
  slot: timestamp('slot', { withTimezone: true }).notNull().unique(),
  instance: text('instance').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  result: backupResultEnum('result').notNull().default('running'),
  folder: text('folder'),
  bytes: bigint('bytes', { mode: 'number' }),
  problem: text('problem'),
});
