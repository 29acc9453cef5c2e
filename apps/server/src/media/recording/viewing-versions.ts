/**
 * A recording's versions for watching on a weak link (issue 41 point 2): the picture at about 360p with its sound,
 * and the sound alone, made with ffmpeg from the version the public watches once it is finalised. They are copies
 * for viewing, not the record: the court record seals the MP4, and these are made again from it when missing. So
 * they sit apart, in MEDIA_DIR/viewing, outside backups, retention's moves and the media scrub.
 */
import { basename, join } from 'node:path';
import { LOW_RENDITION, RENDITION_AUDIO_BITRATE, VIEWING_VERSIONS, type ViewingVersion } from '@nyaya/shared';
import { diesWithServer } from '../dies-with-server.ts';
import { fileSize, probeStreams, runToTheEnd, writtenAtomically } from '../ffmpeg.ts';

/** The name of `source`'s viewing version, in the viewing area. */
export function viewingVersionFile(source: string, version: ViewingVersion): string {
  const base = basename(source).replace(/\.mp4$/, '');
  return version === 'low' ? `${base}-${LOW_RENDITION.height}p.mp4` : `${base}-audio.m4a`;
}

/** What the source holds: the height of its picture (0: none) and whether it has sound. */
async function probeSource(source: string): Promise<{ height: number; sound: boolean }> {
  const streams = await probeStreams(source);
  const picture = streams.find((stream) => stream.codec_type === 'video');
  return { height: picture?.height ?? 0, sound: streams.some((stream) => stream.codec_type === 'audio') };
}

/** The versions worth making of a source: a low picture only when the source's is taller; the sound when it has one. */
export async function versionsWorthMaking(source: string): Promise<ViewingVersion[]> {
  const { height, sound } = await probeSource(source);
  return [
    ...(height > LOW_RENDITION.height ? (['low'] as const) : []),
    ...(sound ? (['audio'] as const) : []),
  ];
}

const AAC = ['-c:a', 'aac', '-b:a', String(RENDITION_AUDIO_BITRATE)];
/** A player starts before the whole file arrives (the index at the front). */
const PLAYABLE_MP4 = ['-movflags', '+faststart', '-f', 'mp4'];

/** ffmpeg's output arguments of one version: read once, written as each version needs. */
function outputArgs(version: ViewingVersion, target: string): string[] {
  if (version === 'audio') return ['-map', '0:a:0', '-vn', ...AAC, ...PLAYABLE_MP4, '-y', target];
  const kbps = LOW_RENDITION.videoBitrate / 1000;
  return [
    ...['-map', '0:v:0', '-map', '0:a:0?', '-vf', `scale=-2:${LOW_RENDITION.height}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p'],
    ...['-threads', '1'],
    // Within a link of 1.5 times its rate, the picture never waits on a burst.
    ...['-b:v', `${kbps}k`, '-maxrate', `${kbps * 1.25}k`, '-bufsize', `${kbps * 2}k`],
    ...AAC,
    ...PLAYABLE_MP4,
    ...['-y', target],
  ];
}

/**
 * Makes `versions` of `source` in `folder`, each written whole or not at all, in one ffmpeg run on one thread at the
 * priority `niceness` (VIEWING_VERSIONS_NICENESS): a background job that leaves the other cores, and at a high
 * niceness most of its own, to the rooms. `signal` stops it, leaving nothing behind.
 */
export async function makeViewingVersions(
  source: string,
  folder: string,
  versions: readonly ViewingVersion[],
  { niceness, signal }: { niceness: number; signal?: AbortSignal },
): Promise<void> {
  const write = async (remaining: readonly ViewingVersion[], partials: [ViewingVersion, string][]) => {
    const [version, ...rest] = remaining;
    if (version === undefined) {
      const outputs = partials.flatMap(([name, partial]) => outputArgs(name, partial));
      const input = ['-hide_banner', '-loglevel', 'error', '-threads', '1', '-i', source];
      const args = ['-n', String(niceness), 'ffmpeg', ...input, '-filter_threads', '1', ...outputs];
      await runToTheEnd(diesWithServer('nice', args), { signal });
      return;
    }
    const target = join(folder, viewingVersionFile(source, version));
    await writtenAtomically(target, (partial) => write(rest, [...partials, [version, partial]]));
  };
  if (versions.length > 0) await write(versions, []);
}

export type MadeVersions = Partial<Record<ViewingVersion, { file: string; sizeBytes: number }>>;

/** Which of `source`'s versions are in `folder` now, and their sizes. */
export async function madeViewingVersions(source: string, folder: string): Promise<MadeVersions> {
  const found = await Promise.all(
    VIEWING_VERSIONS.map(async (version) => {
      const file = viewingVersionFile(source, version);
      const sizeBytes = await fileSize(join(folder, file));
      return sizeBytes === undefined ? [] : [[version, { file, sizeBytes }] as const];
    }),
  );
  return Object.fromEntries(found.flat());
}
