import { MESSAGES } from '@nyaya/shared';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { users } from '../../core/db/schema/index.ts';
import { conflict } from '../../core/errors.ts';
import { contactsVerified } from '../users/index.ts';

async function takenByOther(db: Database, sameContact: SQL, userId: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sameContact, contactsVerified, ne(users.id, userId)))
    .limit(1);
  return other !== undefined;
}

/** 409 on newMobile when another verified account has this number (mobiles are unique whatever the dial code). */
export async function assertMobileFree(db: Database, mobile: string, userId: string): Promise<void> {
  if (await takenByOther(db, eq(users.mobile, mobile), userId)) {
    throw conflict(MESSAGES.mobileTaken, 'newMobile');
  }
}

/** 409 on email when another verified account has this address. */
export async function assertEmailFree(db: Database, email: string, userId: string): Promise<void> {
  if (await takenByOther(db, eq(users.email, email), userId)) throw conflict(MESSAGES.emailTaken, 'email');
}
