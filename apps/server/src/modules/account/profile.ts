import type { Profile, ProfileUpdateInput } from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { users } from '../../core/db/schema/index.ts';
import { findUserRecord, type UserRecord } from '../../core/user-records.ts';

export function presentProfile(user: UserRecord): Profile {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    dialCode: user.dialCode,
    mobile: user.mobile,
    country: user.country,
  };
}

/** The profile as stored now (after a change the session's copy of the user is stale). */
export async function loadProfile(db: Database, userId: string): Promise<Profile> {
  const user = await findUserRecord(db, userId);
  if (!user) throw new Error('A signed-in user vanished');
  return presentProfile(user);
}

export async function updateProfile(
  db: Database,
  userId: string,
  input: ProfileUpdateInput,
): Promise<Profile> {
  await db.update(users).set({ country: input.country }).where(eq(users.id, userId));
  return loadProfile(db, userId);
}
