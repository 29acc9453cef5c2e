import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileDigest } from '../../core/file-digest.ts';
import {
  BackupRefusal,
  DATABASE_FILES,
  ensureDatabaseReplaceable,
  restoreDatabase,
  type DatabaseDump,
  type DatabaseTarget,
} from './database.ts';
import { isMissing } from './files.ts';
import {
  completeBackups,
  damagedFiles,
  newManifest,
  readManifest,
  writeManifest,
  type DamagedFile,
  type Manifest,
} from './manifest.ts';
import { backupMedia, ensureMediaReplaceable, restoreMedia } from './media.ts';

export type Backup = { folder: string; manifest: Manifest };

/** A backup's folder name: its UTC time, so names sort as times do ("2026-12-06T04-40-12-345Z"). */
const folderName = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/**
 * Backs the database and MEDIA_DIR up into a new folder of `root`: the database first, then the media, so that
 * every file the database's snapshot refers to (and every chunk acknowledged before it) is in the backup. Built
 * under a hidden name and renamed when whole; the previous complete backup lends its unchanged media files.
 */
export async function createBackup(
  root: string,
  { database, mediaDir, now = new Date() }: { database: DatabaseDump; mediaDir: string; now?: Date },
): Promise<Backup & { dumpedHow: string }> {
  const name = folderName(now);
  const partial = join(root, `.${name}`);
  await mkdir(partial, { recursive: true });
  try {
    const previousFolder = (await completeBackups(root)).at(-1);
    const previousManifest = previousFolder ? await readManifest(previousFolder) : undefined;
    const databaseFile = DATABASE_FILES[database.kind];
    const dumpedHow = await database.dumpTo(join(partial, databaseFile));
    const dumped = await fileDigest(join(partial, databaseFile));
    const media = await backupMedia(
      mediaDir,
      partial,
      previousFolder && previousManifest ? { folder: previousFolder, manifest: previousManifest } : undefined,
    );
    const manifest = newManifest({
      createdAt: now.toISOString(),
      database: { kind: database.kind, path: databaseFile, ...dumped },
      media: media.files,
      copiedBytes: media.copiedBytes,
      linkedBytes: media.linkedBytes,
    });
    await writeManifest(partial, manifest);
    const folder = join(root, name);
    await rename(partial, folder);
    return { folder, manifest, dumpedHow };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The backup at `path`: a backup folder itself, or the newest complete one in a folder of backups. */
export async function findBackup(path: string): Promise<Backup> {
  const own = await readManifest(path);
  if (own) return { folder: path, manifest: own };
  const newest = (await completeBackups(path)).at(-1);
  const manifest = newest ? await readManifest(newest) : undefined;
  if (!newest || !manifest) throw new BackupRefusal(`There is no complete backup in ${path}.`);
  return { folder: newest, manifest };
}

export async function verifyBackup(path: string): Promise<Backup & { damaged: DamagedFile[] }> {
  const backup = await findBackup(path);
  return { ...backup, damaged: await damagedFiles(backup.folder, backup.manifest) };
}

const KIND_HINTS: Record<DatabaseTarget['kind'], string> = {
  postgres: 'set DATABASE_URL to the PostgreSQL database to restore into',
  embedded: 'leave DATABASE_URL unset to restore the embedded database',
};

/**
 * Restores a backup into an empty database and MEDIA_DIR (or over them, with `replace`). The database file's
 * hash is checked before it is loaded, each media file's as it is copied; resolves with the media files found
 * damaged (left out), after restoring everything else.
 */
export async function restoreBackup(
  path: string,
  { target, mediaDir, replace }: { target: DatabaseTarget; mediaDir: string; replace: boolean },
): Promise<Backup & { damaged: string[] }> {
  const backup = await findBackup(path);
  const { database } = backup.manifest;
  if (database.kind !== target.kind)
    throw new BackupRefusal(`This backup holds the ${database.kind} database: ${KIND_HINTS[database.kind]}.`);
  const databaseFile = join(backup.folder, database.path);
  const found = await fileDigest(databaseFile).catch((error: unknown) => {
    if (isMissing(error)) return undefined;
    throw error;
  });
  if (found?.sha256 !== database.sha256)
    throw new BackupRefusal(`${database.path} in the backup is damaged; nothing was restored.`);
  await ensureDatabaseReplaceable(target, replace);
  await ensureMediaReplaceable(mediaDir, replace);
  await restoreDatabase(target, databaseFile);
  return { ...backup, damaged: await restoreMedia(backup.folder, backup.manifest, mediaDir) };
}
