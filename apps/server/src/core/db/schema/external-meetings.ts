import { date, integer, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { streamingRooms } from './masters.ts';
import { users } from './users.ts';

/**
 * The link of an external video conference (a court's existing WebEx, Teams or Meet) on which a streaming room's
 * hearings of a date are held, set by the Controller: at most one per room and date.
 */
export const externalMeetings = pgTable(
  'external_meetings',
  {
    id: serial('id').primaryKey(),
    streamingRoomId: integer('streaming_room_id')
      .notNull()
      .references(() => streamingRooms.id),
    meetingDate: date('meeting_date').notNull(),
    url: text('url').notNull(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [unique('external_meetings_room_date_unique').on(table.streamingRoomId, table.meetingDate)],
);
