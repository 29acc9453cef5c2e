import { date, integer, pgTable, serial, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { courtRooms } from './masters.ts';
import { users } from './users.ts';

/**
 * A Judge who stands in for a court room's presiding judge on a date, set by the SuperAdmin: that day they host
 * the court room's hearings in its streaming room. One per court room and date; a Judge stands in for one court
 * room a day.
 */
export const substituteJudges = pgTable(
  'substitute_judges',
  {
    id: serial('id').primaryKey(),
    courtRoomId: integer('court_room_id')
      .notNull()
      .references(() => courtRooms.id),
    sittingDate: date('sitting_date').notNull(),
    judgeId: uuid('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    unique('substitute_judges_court_room_date_unique').on(table.courtRoomId, table.sittingDate),
    unique('substitute_judges_judge_date_unique').on(table.judgeId, table.sittingDate),
  ],
);
