import { constants } from 'node:fs';
import { copyFile, mkdir, readdir, utimes } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileDigest } from '../../core/file-digest.ts';

/** A file as a backup's manifest lists it: its path inside the backup, size and SHA-256. */
export type ListedFile = { path: string; size: number; sha256: string };

/** Whether an error is "no such file": a file listed a moment ago may be gone (finalised, archived). */
export const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Copies `from` to `to` (the kernel's copy, as cp makes it) and hashes the copy, as written, and gives it the
 * source's modification time (what the next backup compares to tell an unchanged file).
 */
export async function copyHashed(
  from: string,
  to: string,
  mtime?: Date,
): Promise<{ size: number; sha256: string }> {
  await mkdir(dirname(to), { recursive: true });
  await copyFile(from, to, constants.COPYFILE_EXCL);
  if (mtime) await utimes(to, mtime, mtime);
  return fileDigest(to);
}

/**
 * Every file below `dir`, as paths relative to `base`, in a stable order; names starting with a dot are files
 * being written (a temporary name renamed into place when whole) and are left out. A missing `dir` has none.
 */
export async function filesBelow(dir: string, base: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesBelow(path, base)));
    else if (entry.isFile()) found.push(relative(base, path));
  }
  return found;
}
