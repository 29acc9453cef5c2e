import { MESSAGES } from '@nyaya/shared';
import { and, ne, sql } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { users } from '../../core/db/schema/index.ts';
import { conflict } from '../../core/errors.ts';

export const enrollmentTaken = () => conflict(MESSAGES.enrollmentTaken, 'enrollmentNumber');

/** The same enrollment whatever its case, as the unique index users_enrollment_number_unique compares it. */
export function sameEnrollment(enrollmentNumber: string) {
  return sql`upper(${users.enrollmentNumber}) = upper(${enrollmentNumber})`;
}

/** 409 naming enrollmentNumber when another account already has this enrollment number, in any case. */
export async function assertEnrollmentFree(
  db: Database,
  enrollmentNumber: string | null,
  exceptUserId?: string,
): Promise<void> {
  if (enrollmentNumber === null) return;
  const same = sameEnrollment(enrollmentNumber);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(same, ne(users.id, exceptUserId)) : same)
    .limit(1);
  if (taken) throw enrollmentTaken();
}
