import { ARCHIVAL_STATUSES } from '@nyaya/shared';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { streamingRooms } from './masters.ts';
import { users } from './users.ts';

export const archivalStatusEnum = pgEnum('archival_status', ARCHIVAL_STATUSES);

/**
 * A request to restore an expired hearing's recording to its requester (spec.md §3 "Archival request"). The
 * hearing is kept by value (CNR, date, room), so deleting its cause-list entry does not lose the request.
 */
export const archivalRequests = pgTable(
  'archival_requests',
  {
    id: serial('id').primaryKey(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cnr: text('cnr').notNull(),
    hearingDate: date('hearing_date').notNull(),
    streamingRoomId: integer('streaming_room_id')
      .notNull()
      .references(() => streamingRooms.id),
    reason: text('reason').notNull(),
    status: archivalStatusEnum('status').notNull().default('Pending'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    accessUntil: timestamp('access_until', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('archival_requests_one_pending')
      .on(table.requesterId, table.cnr, table.hearingDate)
      .where(sql`${table.status} = 'Pending'`),
    index('archival_requests_cnr_idx').on(table.cnr),
    index('archival_requests_requester_idx').on(table.requesterId, table.createdAt),
    index('archival_requests_status_idx').on(table.status, table.createdAt),
  ],
);
