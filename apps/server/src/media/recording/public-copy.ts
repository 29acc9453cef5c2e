import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { diesWithServer } from '../dies-with-server.ts';
import { probeStreams, writtenAtomically } from '../ffmpeg.ts';

const run = promisify(execFile);

/** A stretch of a recording in seconds from its start. */
export type MediaRange = { start: number; end: number };

/** What is left of a recording of `duration` seconds once the `excluded` stretches are taken out, in order. */
export function keptRanges(duration: number, excluded: readonly MediaRange[]): MediaRange[] {
  const kept: MediaRange[] = [];
  let from = 0;
  const sorted = [...excluded].sort((a, b) => a.start - b.start);
  for (const { start, end } of sorted) {
    if (start > from) kept.push({ start: from, end: Math.min(start, duration) });
    from = Math.max(from, end);
    if (from >= duration) break;
  }
  if (from < duration) kept.push({ start: from, end: duration });
  return kept.filter((range) => range.end > range.start);
}

async function hasAudio(path: string): Promise<boolean> {
  return (await probeStreams(path)).some((stream) => stream.codec_type === 'audio');
}

/** trim/atrim of each kept stretch, joined end to end by concat: timestamps run on without a gap. */
function keptFilter(kept: readonly MediaRange[], audio: boolean): string {
  const parts = kept.flatMap(({ start, end }, index) => [
    `[0:v]trim=start=${start}:end=${end},setpts=PTS-STARTPTS[v${index}]`,
    ...(audio ? [`[0:a]atrim=start=${start}:end=${end},asetpts=PTS-STARTPTS[a${index}]`] : []),
  ]);
  const inputs = kept.map((_, index) => `[v${index}]${audio ? `[a${index}]` : ''}`).join('');
  return [...parts, `${inputs}concat=n=${kept.length}:v=1:a=${audio ? 1 : 0}[v]${audio ? '[a]' : ''}`].join(
    ';',
  );
}

/**
 * The copy of a finalised recording the public may watch: only the `kept` stretches, re-encoded (cutting
 * anywhere but on a keyframe needs it), faststart.
 */
export async function makePublicCopy(source: string, target: string, kept: readonly MediaRange[]) {
  const audio = await hasAudio(source);
  await writtenAtomically(target, async (partial) => {
    await run(
      ...diesWithServer('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-i', source],
        ...['-filter_complex', keptFilter(kept, audio), '-map', '[v]', ...(audio ? ['-map', '[a]'] : [])],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k'],
        ...['-movflags', '+faststart', '-f', 'mp4', '-y', partial],
      ]),
    );
  });
}
