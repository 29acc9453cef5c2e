import { and, eq } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { users } from '../../core/db/schema/index.ts';

/** Every active SuperAdmin's e-mail and language: who hears of what needs an administrator (a failed backup). */
export function activeSuperAdmins(db: Database) {
  return db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'SuperAdmin'), eq(users.isActive, true)));
}
