import type { InstanceHealth, SystemHealth } from '@nyaya/shared';
import { sql } from 'drizzle-orm';
import { statfs } from 'node:fs/promises';
import type { Database } from '../../core/db/client.ts';
import { instanceName } from '../../core/instance-name.ts';
import type { MediaProcesses } from '../../media/media-processes.ts';
import type { RecentErrors } from '../../plugins/recent-errors.ts';
import { lastCheckpoint } from '../accesslog/index.ts';
import { lastBackupRun } from '../backups/index.ts';
import { mediaScrubHealth } from '../court-record/index.ts';

export type InstanceDeps = {
  id: string;
  /** Sockets connected to this instance. */
  socketCount: () => number;
  recentErrors: RecentErrors;
  processes: MediaProcesses;
};

export type SystemHealthDeps = {
  db: Database;
  mediaDir: string;
  self: InstanceDeps;
  /** The other instances as they last reported; none without Redis (a single instance). */
  others: () => Promise<InstanceHealth[]>;
  /** Whether the server backs up on a schedule (BACKUP_DIR). */
  backupsScheduled: boolean;
  /** The days a recording read back by the media scrub stays checked (MEDIA_SCRUB_EVERY_DAYS). */
  scrubEveryDays: number;
};

const MIB = 1024 * 1024;
const startedAt = new Date(Date.now() - process.uptime() * 1000);

async function databaseBytes(db: Database): Promise<number> {
  const [row] = await db
    .select({ size: sql<string>`pg_database_size(current_database())::text` })
    .from(sql`(select 1) as one`);
  return Number(row?.size ?? 0);
}

/** This instance now: its process, its sockets, its recent errors and its ffmpeg processes. */
export function instanceHealth({ id, socketCount, recentErrors, processes }: InstanceDeps): InstanceHealth {
  return {
    id,
    name: instanceName(),
    startedAt: startedAt.toISOString(),
    residentMiB: Math.round(process.memoryUsage.rss() / MIB),
    sockets: socketCount(),
    recentErrors: recentErrors.list(),
    mediaProcesses: processes.list(),
  };
}

/** Every instance, this one first, with the media area's disk and the database's size. */
export async function systemHealth(deps: SystemHealthDeps): Promise<SystemHealth> {
  const [disk, database, others, lastBackup, checkpoint, scrub] = await Promise.all([
    statfs(deps.mediaDir),
    databaseBytes(deps.db),
    deps.others(),
    lastBackupRun(deps.db),
    lastCheckpoint(deps.db),
    mediaScrubHealth(deps.db, deps.scrubEveryDays),
  ]);
  return {
    instances: [instanceHealth(deps.self), ...others],
    storage: {
      mediaFreeBytes: disk.bavail * disk.bsize,
      mediaTotalBytes: disk.blocks * disk.bsize,
      databaseBytes: database,
    },
    backups: { scheduled: deps.backupsScheduled, last: lastBackup },
    accessLogChain: { lastCheckpoint: checkpoint },
    mediaScrub: scrub,
  };
}
