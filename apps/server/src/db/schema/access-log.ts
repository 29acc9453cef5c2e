import { index, pgEnum, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roleEnum, users } from './users.ts';

export const ACCESS_EVENTS = ['sign_in', 'sign_in_failed', 'sign_out', 'signup', 'account_locked'] as const;
export type AccessEvent = (typeof ACCESS_EVENTS)[number];

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('access_log_user_created_idx').on(table.userId, table.createdAt),
    index('access_log_event_created_idx').on(table.event, table.createdAt),
    index('access_log_created_idx').on(table.createdAt),
  ],
);
