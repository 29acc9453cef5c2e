import { ACCESS_EVENTS, type AccessLogCheckpointBody } from '@nyaya/shared';
import { index, jsonb, pgEnum, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /**
     * The hash chain (core/access-log-chain.ts), written by the database as each row goes in (the trigger of
     * migration 0035): who acted, kept apart from `userId`, which a deleted account's removal empties; the hash of
     * the row before (hex SHA-256; 64 zeros for the first) and this row's, over that and its content.
     */
    actorId: text('actor_id'),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (table) => [
    index('access_log_user_created_idx').on(table.userId, table.createdAt),
    index('access_log_event_created_idx').on(table.event, table.createdAt),
    index('access_log_created_idx').on(table.createdAt),
    // The IP list groups the log by address with each one's latest time: read from this index alone.
    index('access_log_ip_created_idx').on(table.ip, table.createdAt),
  ],
);

/**
 * The access log's chain as it stood each hour, signed with the court's key (modules/accesslog/checkpoints.ts): a
 * row the checkpoint covers cannot change, go or come without the check finding it, nor can the last rows be cut.
 */
export const accessLogCheckpoints = pgTable('access_log_checkpoints', {
  id: serial('id').primaryKey(),
  /** The hour it is for: one instance takes each. */
  slot: timestamp('slot', { withTimezone: true }).notNull().unique(),
  /** What was signed: AccessLogCheckpointBody (shared), its signature and key. */
  body: jsonb('body').$type<AccessLogCheckpointBody>().notNull(),
  keyId: text('key_id').notNull(),
  signature: text('signature').notNull(),
});
