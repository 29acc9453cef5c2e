import type { AccessLogEntry } from '@nyaya/shared';
import type { AccessLogRecord } from './queries.ts';

export function presentAccessLogEntry(row: AccessLogRecord): AccessLogEntry {
  return {
    id: row.id,
    event: row.event,
    userId: row.userId,
    userName: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    userIdentifier: row.userIdentifier,
    role: row.role,
    ip: row.ip,
    userAgent: row.userAgent,
    target: row.target,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  };
}
