import type { IpEntry } from '@nyaya/shared';
import type { IpRecord } from './service.ts';

export function presentIp(row: IpRecord): IpEntry {
  return { ip: row.ip, isBanned: row.isBanned, lastSeenAt: row.lastSeenAt.toISOString(), events: row.events };
}
