import { OTP_PURPOSES } from '@nyaya/shared';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const otpPurposeEnum = pgEnum('otp_purpose', OTP_PURPOSES);

/**
 * One one-time code sent for one purpose to one target (an e-mail or a mobile) of one user. The client holds the
 * challenge token; the code and the token are stored only as hashes.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * Null for a decoy: the challenge a forgotten-password request for an unknown account gets, so that its
     * token answers exactly like a real one with a wrong code (no account enumeration). It never verifies.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: otpPurposeEnum('purpose').notNull(),
    /** Where the code went: the e-mail address or the mobile number (with dial code). */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** When the challenge stopped working: used for its final step, or replaced (replacedAt). */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** When a newer code of the same purpose replaced it (a resend), if that is what ended it. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('otp_challenges_user_purpose_idx').on(table.userId, table.purpose)],
);
