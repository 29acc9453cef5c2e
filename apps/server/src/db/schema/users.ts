import { ROLES } from '@nyaya/shared';
import { boolean, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { courtRooms } from './masters.ts';

export const roleEnum = pgEnum('role', ROLES);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  role: roleEnum('role').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Stored lower-case, so the unique index is case-insensitive. */
  email: text('email').notNull().unique(),
  dialCode: text('dial_code').notNull(),
  mobile: text('mobile').notNull().unique(),
  country: text('country').notNull(),
  address1: text('address1'),
  address2: text('address2'),
  pinCode: text('pin_code'),
  state: text('state'),
  city: text('city'),
  enrollmentNumber: text('enrollment_number'),
  courtRoomId: integer('court_room_id').references(() => courtRooms.id),
  /** Null until a staff account sets its password with the code it was sent. */
  passwordHash: text('password_hash'),
  isActive: boolean('is_active').notNull().default(true),
  failedLoginCount: integer('failed_login_count').notNull().default(0),
  firstFailedLoginAt: timestamp('first_failed_login_at', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
