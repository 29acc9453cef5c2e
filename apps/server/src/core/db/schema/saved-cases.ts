import { pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The cases an advocate follows (the spec kept them in the browser's localStorage 'cases'). */
export const savedCases = pgTable(
  'saved_cases',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cnr: text('cnr').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('saved_cases_user_cnr_unique').on(table.userId, table.cnr)],
);
