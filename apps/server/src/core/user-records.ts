import { DEFAULT_LANGUAGE, type Role, type SiteLanguage } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import type { Database } from './db/client.ts';
import { courtRooms, users } from './db/schema/index.ts';

/** The columns a user is presented from: nothing secret is ever selected into a record. */
export const userRecordColumns = {
  id: users.id,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  dialCode: users.dialCode,
  mobile: users.mobile,
  country: users.country,
  enrollmentNumber: users.enrollmentNumber,
  advocateVerifiedAt: users.advocateVerifiedAt,
  courtRoom: courtRooms.value,
  language: users.language,
};

export type UserRecord = {
  id: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  dialCode: string;
  mobile: string;
  country: string;
  enrollmentNumber: string | null;
  /** When the enrollment was checked against the Bar Council roll; null until then (and for other roles). */
  advocateVerifiedAt: Date | null;
  courtRoom: string | null;
  language: SiteLanguage;
};

function selectUserRecords(db: Database) {
  return db.select(userRecordColumns).from(users).leftJoin(courtRooms, eq(users.courtRoomId, courtRooms.id));
}

export async function findUserRecord(db: Database, userId: string): Promise<UserRecord | undefined> {
  const [record] = await selectUserRecords(db).where(eq(users.id, userId));
  return record;
}

/** Stores the language the site, e-mails and codes speak to the user in. */
export async function saveLanguage(db: Database, userId: string, language: SiteLanguage): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** The language a user reads e-mails and codes in; English for an account gone meanwhile. */
export async function languageOf(db: Database, userId: string): Promise<SiteLanguage> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? DEFAULT_LANGUAGE;
}
