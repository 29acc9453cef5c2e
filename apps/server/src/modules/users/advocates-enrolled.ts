import { PERMISSIONS } from '@nyaya/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { caseless } from '../../core/db/caseless.ts';
import type { Database } from '../../core/db/client.ts';
import { users } from '../../core/db/schema/index.ts';

/** The accounts of the active, verified advocates holding these enrollment numbers (in any case). */
export async function verifiedAdvocatesEnrolled(
  db: Database,
  enrollmentNumbers: string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(
          caseless(users.enrollmentNumber),
          enrollmentNumbers.map((number) => number.toUpperCase()),
        ),
        inArray(users.role, [...PERMISSIONS['matters:viewOwn']]),
        isNotNull(users.advocateVerifiedAt),
        eq(users.isActive, true),
      ),
    );
  return rows.map((row) => row.id);
}
