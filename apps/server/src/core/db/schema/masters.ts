import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The three streaming rooms of the control room (spec: Room1, Room2, Room3). */
export const streamingRooms = pgTable('streaming_rooms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const districts = pgTable('districts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  value: text('value').notNull().unique(),
});

export const courtComplexes = pgTable(
  'court_complexes',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    name: text('name').notNull(),
    /** The name on Hindi pages; null shows the English one there. */
    nameHi: text('name_hi'),
    value: text('value').notNull().unique(),
  },
  (table) => [index('court_complexes_district_idx').on(table.districtId)],
);

/** A court room (the spec's "court name/judge"); its value is two numbers joined by a caret, e.g. "1^2". */
export const courtRooms = pgTable(
  'court_rooms',
  {
    id: serial('id').primaryKey(),
    complexId: integer('complex_id')
      .notNull()
      .references(() => courtComplexes.id),
    name: text('name').notNull(),
    nameHi: text('name_hi'),
    value: text('value').notNull().unique(),
    streamingRoomId: integer('streaming_room_id').references(() => streamingRooms.id),
  },
  (table) => [index('court_rooms_complex_idx').on(table.complexId)],
);

/**
 * Delhi High Court benches; the label ends in (A), (O) or (C). A bench whose hearings are streamed names its
 * streaming room; that room's recordings are kept for the High Court's retention days.
 */
export const highCourtBenches = pgTable('high_court_benches', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  labelHi: text('label_hi'),
  value: text('value').notNull().unique(),
  streamingRoomId: integer('streaming_room_id').references(() => streamingRooms.id),
});
