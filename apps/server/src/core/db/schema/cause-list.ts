import { CASE_TYPES, PUBLIC_STREAM_DECISIONS, STREAMING_EXCLUSIONS } from '@nyaya/shared';
import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { courtRooms, streamingRooms } from './masters.ts';
import { users } from './users.ts';

export const caseTypeEnum = pgEnum('case_type', CASE_TYPES);
export const streamingExclusionEnum = pgEnum('streaming_exclusion', STREAMING_EXCLUSIONS);
export const publicStreamDecisionEnum = pgEnum('public_stream_decision', PUBLIC_STREAM_DECISIONS);

/**
 * One case listed in one streaming room on one date: a hearing (spec.md §3 "Cause list entry"). It is heard in a
 * court room that room streams; a hearing before no district court room (a High Court bench's) has none.
 */
export const causeListEntries = pgTable(
  'cause_list_entries',
  {
    id: serial('id').primaryKey(),
    nextDate: date('next_date').notNull(),
    streamingRoomId: integer('streaming_room_id')
      .notNull()
      .references(() => streamingRooms.id),
    courtRoomId: integer('court_room_id').references(() => courtRooms.id),
    casestage: text('casestage').notNull(),
    cnr: text('cnr').notNull(),
    petitioner: text('petitioner').notNull(),
    respondent: text('respondent').notNull(),
    advocatePetitioner: text('advocate_petitioner').notNull(),
    advocateRespondent: text('advocate_respondent').notNull(),
    caseType: caseTypeEnum('case_type').notNull(),
    filingNumber: text('filing_number').notNull(),
    filingDate: date('filing_date').notNull(),
    registrationNumber: text('registration_number').notNull(),
    registrationDate: date('registration_date').notNull(),
    caseNumber: text('case_number').notNull(),
    petitionerEnrollmentId: text('petitioner_enrollment_id').notNull(),
    respondentEnrollmentId: text('respondent_enrollment_id').notNull(),
    streamingExclusion: streamingExclusionEnum('streaming_exclusion').notNull().default('none'),
    /** The judge's Allow/Dismiss in the courtroom; null until they choose (then the exclusion decides). */
    publicStreamDecision: publicStreamDecisionEnum('public_stream_decision'),
    /** When the reader marked that the parties were told the hearing will be streamed; null while not. */
    partiesInformedAt: timestamp('parties_informed_at', { withTimezone: true }),
    partiesInformedBy: uuid('parties_informed_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    unique('cause_list_entries_cnr_date_unique').on(table.cnr, table.nextDate),
    index('cause_list_entries_room_date_idx').on(table.streamingRoomId, table.nextDate),
    index('cause_list_entries_cnr_idx').on(table.cnr),
    index('cause_list_entries_court_room_date_idx').on(table.courtRoomId, table.nextDate),
  ],
);
