import type { SystemHealth } from '@nyaya/shared';
import { sql } from 'drizzle-orm';
import { statfs } from 'node:fs/promises';
import { hostname } from 'node:os';
import type { Database } from '../../db/client.ts';
import type { RecentErrors } from '../../plugins/recent-errors.ts';

export type SystemHealthDeps = {
  db: Database;
  mediaDir: string;
  /** Sockets connected to this instance. */
  socketCount: () => number;
  recentErrors: RecentErrors;
};

const MIB = 1024 * 1024;
const startedAt = new Date(Date.now() - process.uptime() * 1000);

async function databaseBytes(db: Database): Promise<number> {
  const [row] = await db
    .select({ size: sql<string>`pg_database_size(current_database())::text` })
    .from(sql`(select 1) as one`);
  return Number(row?.size ?? 0);
}

/** This instance's health: its process, the media area's disk, the database's size and its recent errors. */
export async function systemHealth(deps: SystemHealthDeps): Promise<SystemHealth> {
  const [disk, database] = await Promise.all([statfs(deps.mediaDir), databaseBytes(deps.db)]);
  return {
    instance: {
      name: `${hostname()} (process ${process.pid})`,
      startedAt: startedAt.toISOString(),
      residentMiB: Math.round(process.memoryUsage.rss() / MIB),
      sockets: deps.socketCount(),
    },
    storage: {
      mediaFreeBytes: disk.bavail * disk.bsize,
      mediaTotalBytes: disk.blocks * disk.bsize,
      databaseBytes: database,
    },
    recentErrors: deps.recentErrors.list(),
  };
}
