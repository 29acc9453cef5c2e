import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Where a recording's file is: under `recordings` while available, under `archive` once retention expired it. */
export type MediaAreas = { recordings: string; archive: string };

export function mediaAreas(mediaDir: string): MediaAreas {
  return { recordings: join(mediaDir, 'recordings'), archive: join(mediaDir, 'archive') };
}

export async function ensureMediaAreas(mediaDir: string): Promise<MediaAreas> {
  const areas = mediaAreas(mediaDir);
  await mkdir(areas.recordings, { recursive: true });
  await mkdir(areas.archive, { recursive: true });
  return areas;
}
