import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where a recording's file is: under `recordings` while available, under `archive` once retention expired it. Its
 * versions for a weak link are under `viewing` (media/recording/viewing-versions.ts), whatever its state.
 */
export type MediaAreas = { recordings: string; archive: string; viewing: string };

export function mediaAreas(mediaDir: string): MediaAreas {
  return {
    recordings: join(mediaDir, 'recordings'),
    archive: join(mediaDir, 'archive'),
    viewing: join(mediaDir, 'viewing'),
  };
}

/** The folder a recording's file is in, by its state. */
export function recordingFolder(areas: MediaAreas, recording: { state: 'available' | 'expired' }): string {
  return recording.state === 'expired' ? areas.archive : areas.recordings;
}

export async function ensureMediaAreas(mediaDir: string): Promise<MediaAreas> {
  const areas = mediaAreas(mediaDir);
  await mkdir(areas.recordings, { recursive: true });
  await mkdir(areas.archive, { recursive: true });
  await mkdir(areas.viewing, { recursive: true });
  return areas;
}
