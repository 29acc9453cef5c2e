import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per identifier typed (a lower-case e-mail or a mobile), whether or not an account has it, so
 * an unknown identifier is slowed exactly like a real one and the answers say nothing about which exist.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    identifier: text('identifier').primaryKey(),
    failures: integer('failures').notNull(),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_failures_first_failed_at_idx').on(table.firstFailedAt)],
);
