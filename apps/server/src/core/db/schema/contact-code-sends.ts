import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each code sent to an e-mail or mobile that no account has verified (CONTACT_CODES_PER_DAY caps them per day).
 * Kept apart from otp_challenges, which go with the account that asked: removing a squatter's account must not
 * reset the count of codes its target received.
 */
export const contactCodeSends = pgTable(
  'contact_code_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The e-mail address or the mobile number (with dial code) the code went to. */
    target: text('target').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_code_sends_target_sent_at_idx').on(table.target, table.sentAt)],
);
