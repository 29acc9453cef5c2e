import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileDigest } from '../../core/file-digest.ts';
import { isMissing, type ListedFile } from './files.ts';

const FORMAT = 'nyaya-live-backup/1';
export const MANIFEST_FILE = 'manifest.json';

/** Which database a backup holds: production's PostgreSQL (pg_dump's custom format) or the embedded one. */
export type DatabaseKind = 'postgres' | 'embedded';

/** A media file as it was backed up: its modification time tells the next backup whether it changed. */
export type MediaFile = ListedFile & { mtimeMs: number };

/** A backup's table of contents, written last: a backup folder without one is incomplete. */
export type Manifest = {
  format: typeof FORMAT;
  createdAt: string;
  database: ListedFile & { kind: DatabaseKind };
  media: MediaFile[];
  /** Media bytes copied by this backup, and those linked to the previous backup's copy of an unchanged file. */
  copiedBytes: number;
  linkedBytes: number;
};

export const newManifest = (fields: Omit<Manifest, 'format'>): Manifest => ({ format: FORMAT, ...fields });

export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  const partial = join(folder, `.${MANIFEST_FILE}`);
  await writeFile(partial, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(partial, join(folder, MANIFEST_FILE));
}

/** The manifest of a complete backup folder, or undefined when the folder is not one. */
export async function readManifest(folder: string): Promise<Manifest | undefined> {
  let text: string;
  try {
    text = await readFile(join(folder, MANIFEST_FILE), 'utf8');
  } catch (error) {
    if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw error;
  }
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== FORMAT) throw new Error(`${folder} is not a Nyaya Live backup (${FORMAT})`);
  return manifest;
}

/** The complete backups in a backup folder, oldest first (their names are their UTC times). */
export async function completeBackups(root: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(root);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const complete: string[] = [];
  for (const name of names.filter((entry) => !entry.startsWith('.')).sort()) {
    if (await readManifest(join(root, name))) complete.push(join(root, name));
  }
  return complete;
}

/** What a verification found wrong with one file. */
export type DamagedFile = { path: string; problem: 'missing' | 'size' | 'hash' };

/** Re-reads every file a backup lists and compares its size and SHA-256 with the manifest's. */
export async function damagedFiles(folder: string, manifest: Manifest): Promise<DamagedFile[]> {
  const damaged: DamagedFile[] = [];
  for (const listed of [manifest.database, ...manifest.media]) {
    try {
      const found = await fileDigest(join(folder, listed.path));
      if (found.size !== listed.size) damaged.push({ path: listed.path, problem: 'size' });
      else if (found.sha256 !== listed.sha256) damaged.push({ path: listed.path, problem: 'hash' });
    } catch (error) {
      if (!isMissing(error)) throw error;
      damaged.push({ path: listed.path, problem: 'missing' });
    }
  }
  return damaged;
}
