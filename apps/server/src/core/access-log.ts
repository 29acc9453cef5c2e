import type { AccessEvent, Role } from '@nyaya/shared';
import type { Database } from './db/client.ts';
import { accessLog } from './db/schema/index.ts';
import type { ClientInfo } from './sessions/sessions.ts';
import { canonicalIp } from './ip-bans/ip-address.ts';

export type AccessEntry = {
  event: AccessEvent;
  client: ClientInfo;
  userId?: string;
  role?: Role;
  userIdentifier?: string;
  target?: string;
  detail?: string;
};

export async function recordAccess(db: Database, entry: AccessEntry): Promise<void> {
  await db.insert(accessLog).values({
    event: entry.event,
    userId: entry.userId,
    role: entry.role,
    userIdentifier: entry.userIdentifier,
    ip: canonicalIp(entry.client.ip),
    userAgent: entry.client.userAgent,
    target: entry.target,
    detail: entry.detail,
  });
}
