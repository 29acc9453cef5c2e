import { pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const outboxChannelEnum = pgEnum('outbox_channel', ['email', 'sms']);

/** The dev outbox: messages that would have been e-mailed or texted when no SMTP or SMS gateway is set. */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  channel: outboxChannelEnum('channel').notNull(),
  to: text('to').notNull(),
  subject: text('subject'),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
