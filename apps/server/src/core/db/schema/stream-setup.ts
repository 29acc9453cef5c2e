import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { streamingRooms } from './masters.ts';

/**
 * A streaming room's relay to YouTube and Facebook, at most one per room. Stream keys are secrets: they are
 * stored only encrypted (AES-256-GCM with the configured key), never in plain text.
 */
export const streamSetups = pgTable('stream_setups', {
  id: serial('id').primaryKey(),
  streamingRoomId: integer('streaming_room_id')
    .notNull()
    .unique()
    .references(() => streamingRooms.id),
  liveStreamDelay: integer('live_stream_delay').notNull(),
  youtubeUrl: text('youtube_url').notNull(),
  youtubeKeyEncrypted: text('youtube_key_encrypted').notNull(),
  facebookUrl: text('facebook_url').notNull(),
  facebookKeyEncrypted: text('facebook_key_encrypted').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
