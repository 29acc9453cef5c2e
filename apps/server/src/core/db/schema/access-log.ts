import { ACCESS_EVENTS } from '@nyaya/shared';
import { index, pgEnum, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roleEnum, users } from './users.ts';

export const accessEventEnum = pgEnum('access_event', ACCESS_EVENTS);

export const accessLog = pgTable(
  'access_log',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the person typed as their user id, kept even when it matched no account. */
    userIdentifier: text('user_identifier'),
    role: roleEnum('role'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    event: accessEventEnum('event').notNull(),
    /** What an admin change or ban acted on: a user's e-mail, an IP address, a master record. */
    target: text('target'),
    /** A short human-readable account of the change, e.g. "role Judge → Reader". */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('access_log_user_created_idx').on(table.userId, table.createdAt),
    index('access_log_event_created_idx').on(table.event, table.createdAt),
    index('access_log_created_idx').on(table.createdAt),
    // The IP list groups the log by address with each one's latest time: read from this index alone.
    index('access_log_ip_created_idx').on(table.ip, table.createdAt),
  ],
);
