import type { Database } from '../../core/db/client.ts';
import { users } from '../../core/db/schema/index.ts';
import { assertContactsFree, rethrowContactTaken } from './contacts.ts';
import { assertEnrollmentFree } from './enrollment.ts';
import type { UserRecord } from '../../core/user-records.ts';

type Person = Pick<UserRecord, 'role' | 'firstName' | 'lastName' | 'email' | 'dialCode' | 'mobile'> & {
  enrollmentNumber?: string;
};

/** What a sign-up and an administrator's form both say of a person; only an Advocate keeps an enrollment number. */
export function personColumns(input: Person) {
  return {
    role: input.role,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    dialCode: input.dialCode,
    mobile: input.mobile,
    enrollmentNumber: input.role === 'Advocate' ? input.enrollmentNumber || null : null,
  };
}

/**
 * A new account, stored once its e-mail and mobile are no verified account's and its enrollment number no one's
 * (409 naming the field, also for a write racing this one past the checks).
 */
export async function insertUser(db: Database, values: typeof users.$inferInsert) {
  await assertContactsFree(db, values);
  await assertEnrollmentFree(db, values.enrollmentNumber ?? null);
  const [row] = await db.insert(users).values(values).returning().catch(rethrowContactTaken);
  if (!row) throw new Error('User insert returned nothing');
  return row;
}
