import { COURT_TYPES } from '@nyaya/shared';
import { boolean, integer, pgEnum, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Pause reasons a judge picks when stopping the stream; the message is what the public sees. */
export const pauseReasons = pgTable('pause_reasons', {
  id: serial('id').primaryKey(),
  reason: text('reason').notNull().unique(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const courtTypeEnum = pgEnum('court_type', COURT_TYPES);

/** How many days recordings are kept, per court type (spec: district court and high court). */
export const retentionPeriods = pgTable('retention_periods', {
  courtType: courtTypeEnum('court_type').primaryKey(),
  days: integer('days').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The IP ban list; an address absent here is not banned. */
export const ipBans = pgTable('ip_bans', {
  ip: text('ip').primaryKey(),
  isBanned: boolean('is_banned').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
