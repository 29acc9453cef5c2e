import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The ALTCHA challenges already solved once: a solution is accepted a single time, on whichever instance it
 * reaches. A row is kept until its challenge expires (after that the signature check refuses it anyway).
 */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    challengeId: text('challenge_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captcha_solutions_expires_at_idx').on(table.expiresAt)],
);
