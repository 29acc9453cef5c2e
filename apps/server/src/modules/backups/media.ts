import { link, mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import pMap from 'p-map';
import { mediaAreas } from '../../media/media-areas.ts';
import { sessionsDir } from '../../media/recording/chunk-store.ts';
import { BackupRefusal } from './database.ts';
import { copyHashed, filesBelow, isMissing } from './files.ts';
import type { Manifest, MediaFile } from './manifest.ts';

/** Where media sits inside a backup folder. */
const MEDIA_FOLDER = 'media';
/** Files copied (or restored) at once. */
const FILES_AT_ONCE = 3;

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

/** A backed-up file, and whether it was copied or linked to the previous backup's copy. */
type BackedUp = { file: MediaFile; linked: boolean };

/** One media file into the backup: linked when the previous backup holds it unchanged, else copied and hashed. */
async function backupFile(
  mediaDir: string,
  name: string,
  folder: string,
  previous: { folder: string; earlier: Map<string, MediaFile> } | undefined,
): Promise<BackedUp | undefined> {
  const path = join(MEDIA_FOLDER, name);
  const target = join(folder, path);
  try {
    const { size, mtimeMs, mtime } = await stat(join(mediaDir, name));
    const before = previous?.earlier.get(path);
    const unchanged = before?.size === size && before.mtimeMs === mtimeMs;
    if (previous && before && unchanged && (await linkedToPrevious(previous.folder, path, target)))
      return { file: before, linked: true };
    const copied = await copyHashed(join(mediaDir, name), target, mtime);
    return { file: { path, ...copied, mtimeMs }, linked: false };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * Copies MEDIA_DIR's kept areas into `folder`, linking what the previous backup already holds unchanged. A few
 * files at once: one is copied while another is hashed (measured: bench/backup-restore.ts).
 */
export async function backupMedia(
  mediaDir: string,
  folder: string,
  previous?: { folder: string; manifest: Manifest },
): Promise<MediaCopy> {
  const lending = previous && {
    folder: previous.folder,
    earlier: new Map(previous.manifest.media.map((file) => [file.path, file])),
  };
  const copy: MediaCopy = { files: [], copiedBytes: 0, linkedBytes: 0 };
  for (const area of keptAreas(mediaDir)) {
    const names = await filesBelow(area, mediaDir);
    const backedUp = await pMap(names, (name) => backupFile(mediaDir, name, folder, lending), {
      concurrency: FILES_AT_ONCE,
    });
    for (const { file, linked } of backedUp.filter((done) => done !== undefined)) {
      copy.files.push(file);
      if (linked) copy.linkedBytes += file.size;
      else copy.copiedBytes += file.size;
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
  const restored = await pMap(
    manifest.media,
    async (file) => {
      const target = join(mediaDir, relative(MEDIA_FOLDER, file.path));
      try {
        const copied = await copyHashed(join(folder, file.path), target, new Date(file.mtimeMs));
        if (copied.sha256 === file.sha256) return undefined;
        await rm(target);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      return file.path;
    },
    { concurrency: FILES_AT_ONCE },
  );
  return restored.filter((damaged) => damaged !== undefined);
}
