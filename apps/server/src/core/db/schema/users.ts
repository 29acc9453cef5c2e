import { DEFAULT_LANGUAGE, ROLES, SITE_LANGUAGES } from '@nyaya/shared';
import { isNotNull, sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { courtRooms } from './masters.ts';

export const roleEnum = pgEnum('role', ROLES);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: roleEnum('role').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /**
     * Stored lower-case, so the unique index is case-insensitive. Unique among verified accounts only: a sign-up
     * that has not shown its e-mail and mobile to be its own claims neither (auth/unverified-accounts.ts).
     */
    email: text('email').notNull(),
    dialCode: text('dial_code').notNull(),
    mobile: text('mobile').notNull(),
    country: text('country').notNull(),
    address1: text('address1'),
    address2: text('address2'),
    pinCode: text('pin_code'),
    state: text('state'),
    city: text('city'),
    /**
     * Unique among accounts, whatever its case: one Bar Council enrollment is one person. Written in its canonical
     * form (packages/shared enrollmentNumberField).
     */
    enrollmentNumber: text('enrollment_number'),
    /** When a Controller or SuperAdmin checked this Advocate against the Bar Council roll; null until then. */
    advocateVerifiedAt: timestamp('advocate_verified_at', { withTimezone: true }),
    advocateVerifiedBy: uuid('advocate_verified_by').references((): AnyPgColumn => users.id),
    courtRoomId: integer('court_room_id').references(() => courtRooms.id),
    /** Null until a staff account sets its password with the code it was sent. */
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    /** The language the site, e-mails and codes speak to this user in. */
    language: text('language', { enum: SITE_LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    /**
     * When the e-mail and mobile were shown to be this user's (by code). Null only for a self-signed-up account
     * that has not yet entered its codes, which cannot sign in; accounts made by an administrator (who set their
     * password by an e-mailed code) and those from before verification count as verified when created.
     */
    contactsVerifiedAt: timestamp('contacts_verified_at', { withTimezone: true }).defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('users_enrollment_number_unique').on(sql`upper(${table.enrollmentNumber})`),
    uniqueIndex('users_email_unique').on(table.email).where(isNotNull(table.contactsVerifiedAt)),
    uniqueIndex('users_mobile_unique').on(table.mobile).where(isNotNull(table.contactsVerifiedAt)),
    index('users_email_idx').on(table.email),
    index('users_mobile_idx').on(table.mobile),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
