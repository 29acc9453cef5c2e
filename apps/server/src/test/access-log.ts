import type { AccessEvent } from '@nyaya/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../core/db/client.ts';
import { accessLog } from '../core/db/schema/index.ts';

/** The newest access-log entry of an event: who (by role) did it, to what, and how it was told. */
export async function lastLogged(db: Database, event: AccessEvent) {
  const [row] = await db
    .select({ role: accessLog.role, target: accessLog.target, detail: accessLog.detail })
    .from(accessLog)
    .where(eq(accessLog.event, event))
    .orderBy(desc(accessLog.id))
    .limit(1);
  return row;
}
