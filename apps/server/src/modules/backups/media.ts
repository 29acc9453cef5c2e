import { link, mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { mediaAreas } from '../../media/media-areas.ts';
import { sessionsDir } from '../../media/recording/chunk-store.ts';
import { BackupRefusal } from './database.ts';
import { copyHashed, filesBelow, isMissing } from './files.ts';
import type { Manifest, MediaFile } from './manifest.ts';

/** Where media sits inside a backup folder. */
const MEDIA_FOLDER = 'media';

/**
 * The media a backup keeps, in the order it is walked: recordings being made (their chunks) before finished ones,
 * finished before archived. A file that moves on mid-walk (chunks finalised into a recording, a recording
 * archived) is then found in the later area. The live HLS scratch is left out: it is remade from the stream.
 */
function keptAreas(mediaDir: string): string[] {
  const { recordings, archive } = mediaAreas(mediaDir);
  return [sessionsDir(mediaDir), recordings, archive];
}

export type MediaCopy = { files: MediaFile[]; copiedBytes: number; linkedBytes: number };

/** A file unchanged since the previous backup (same size and time) is linked to its copy there; false if it cannot be. */
async function linkedToPrevious(previousFolder: string, path: string, target: string): Promise<boolean> {
  try {
    await mkdir(dirname(target), { recursive: true });
    await link(join(previousFolder, path), target);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (isMissing(error) || code === 'EXDEV' || code === 'EMLINK') return false;
    throw error;
  }
}

/** Copies MEDIA_DIR's kept areas into `folder`, linking what the previous backup already holds unchanged. */
export async function backupMedia(
  mediaDir: string,
  folder: string,
  previous?: { folder: string; manifest: Manifest },
): Promise<MediaCopy> {
  const earlier = new Map(previous?.manifest.media.map((file) => [file.path, file]));
  const copy: MediaCopy = { files: [], copiedBytes: 0, linkedBytes: 0 };
  for (const area of keptAreas(mediaDir)) {
    for (const name of await filesBelow(area, mediaDir)) {
      const source = join(mediaDir, name);
      const path = join(MEDIA_FOLDER, name);
      const target = join(folder, path);
      try {
        const { size, mtimeMs, mtime } = await stat(source);
        const before = earlier.get(path);
        if (
          previous &&
          before?.size === size &&
          before.mtimeMs === mtimeMs &&
          (await linkedToPrevious(previous.folder, path, target))
        ) {
          copy.files.push(before);
          copy.linkedBytes += size;
          continue;
        }
        const copied = await copyHashed(source, target, mtime);
        copy.files.push({ path, ...copied, mtimeMs });
        copy.copiedBytes += copied.size;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
  }
  return copy;
}

/** Refuses a MEDIA_DIR that holds media a restore would overwrite or mix with, unless told to replace it. */
export async function ensureMediaReplaceable(mediaDir: string, replace: boolean): Promise<void> {
  if (replace) return;
  for (const area of keptAreas(mediaDir)) {
    if ((await filesBelow(area, mediaDir)).length > 0)
      throw new BackupRefusal(
        `${mediaDir} already holds media. Restore into an empty one, or add --replace.`,
      );
  }
}

/**
 * Copies a backup's media into MEDIA_DIR, checking each file's SHA-256 as it goes; resolves with the paths of
 * the files found damaged, which are left out (the rest is restored: a court would rather have it). Empties
 * MEDIA_DIR's kept areas first (ensureMediaReplaceable has made sure that may be done).
 */
export async function restoreMedia(folder: string, manifest: Manifest, mediaDir: string): Promise<string[]> {
  for (const area of keptAreas(mediaDir)) await rm(area, { recursive: true, force: true });
  const damaged: string[] = [];
  for (const file of manifest.media) {
    const target = join(mediaDir, relative(MEDIA_FOLDER, file.path));
    try {
      const copied = await copyHashed(join(folder, file.path), target, new Date(file.mtimeMs));
      if (copied.sha256 === file.sha256) continue;
      await rm(target);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    damaged.push(file.path);
  }
  return damaged;
}
