import type { IpEntry } from '@nyaya/shared';
import { canonicalIp } from '../../core/ip-bans/ip-address.ts';
import type { IpRecord } from './service.ts';

/** An address as IP Configuration lists it to a SuperAdmin at `clientIp`, whose own address is marked. */
export function presentIp(row: IpRecord, clientIp: string): IpEntry {
  return {
    ip: row.ip,
    isBanned: row.isBanned,
    lastSeenAt: row.lastSeenAt.toISOString(),
    events: row.events,
    isYours: canonicalIp(row.ip) === canonicalIp(clientIp),
  };
}
