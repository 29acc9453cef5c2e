import { isH264Recording, type RecordingMimeType } from '@nyaya/shared';
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Whether an `ffmpeg` binary is on the PATH. */
export async function ffmpegAvailable(): Promise<boolean> {
  try {
    await run('ffmpeg', ['-hide_banner', '-version']);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs a media command (`[command, args]`, as diesWithServer gives it) to its end; it fails with the end of what it
 * said on stderr. `signal` kills it at once (SIGKILL: ffmpeg answers SIGTERM only once it has started) and the
 * promise settles only when it has exited, so its files may go.
 */
export function runToTheEnd(
  [command, args]: [string, string[]],
  { signal }: { signal?: AbortSignal } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr = (stderr + data.toString()).slice(-2000)));
    const stop = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', stop, { once: true });
    child.on('error', reject);
    child.on('close', (code, killedBy) => {
      signal?.removeEventListener('abort', stop);
      if (code === 0) resolve();
      else reject(new Error(stderr.trim() || `${command} ended with ${killedBy ?? code}`));
    });
  });
}

/** A stream of a media file as ffprobe describes it (the fields probeStreams asks for). */
export type ProbedStream = {
  codec_type: string;
  profile?: string;
  level?: number;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  sample_rate?: string;
  channels?: number;
};

/** The streams of a media file, picture and sound, as ffprobe reads them. */
export async function probeStreams(path: string): Promise<ProbedStream[]> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-of', 'json'],
    ...['-show_entries', 'stream=codec_type,profile,level,width,height,avg_frame_rate,sample_rate,channels'],
    path,
  ]);
  return (JSON.parse(stdout) as { streams: ProbedStream[] }).streams;
}

const PARTIAL_FILE = /^\.[0-9a-f]{12}\.partial(\.|$)/;

/**
 * Writes a media file under a temporary name beside it and renames it into place, so a reader never sees half a
 * file, even with two writers at once; the temporary file goes when writing fails. It keeps the target's
 * extension, from which ffmpeg may take the format.
 */
export async function writtenAtomically(
  target: string,
  write: (partial: string) => Promise<void>,
): Promise<void> {
  const partial = join(dirname(target), `.${randomBytes(6).toString('hex')}.partial${extname(target)}`);
  try {
    await write(partial);
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * Removes the partial files a process killed while writing (writtenAtomically) left in `folder`: those not written
 * to for `quietMs`, so that another instance's writing goes on.
 */
export async function removePartialFiles(folder: string, quietMs: number): Promise<void> {
  const names = (await readdir(folder).catch(() => [])).filter((name) => PARTIAL_FILE.test(name));
  await Promise.all(
    names.map(async (name) => {
      const modifiedAt = (await stat(join(folder, name)).catch(() => undefined))?.mtimeMs;
      if (modifiedAt !== undefined && Date.now() - modifiedAt >= quietMs) {
        await rm(join(folder, name), { force: true });
      }
    }),
  );
}

/**
 * The arguments of a test-pattern clip with a 440 Hz tone, up to its output: 720p like a judge's recording at the
 * default preset (so a version for a weak link is worth making of it), H.264 (baseline, so every browser decodes
 * it) and AAC in an MP4 whose index is at the front (faststart), so a player starts before the whole file arrives.
 */
export function testClipArgs(seconds: number): string[] {
  return [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(seconds)],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-profile:v',
      'baseline',
      '-pix_fmt',
      'yuv420p',
      '-crf',
      '38',
    ],
    ...['-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart', '-f', 'mp4', '-y'],
  ];
}

export async function generateTestClip(target: string, seconds: number): Promise<void> {
  await writtenAtomically(target, async (partial) => {
    await run('ffmpeg', [...testClipArgs(seconds), partial]);
  });
}

/** The file's size in bytes, or undefined when there is no such file. */
export async function fileSize(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The video codec of a browser recording (docs/decisions/media-pipeline.md 4): H.264 is copied as it comes,
 * VP8/VP9 are transcoded with x264 veryfast. The MP4 and the live HLS both use it.
 */
export function recordingVideoArgs(mimeType: RecordingMimeType): string[] {
  return isH264Recording(mimeType)
    ? ['-c:v', 'copy']
    : ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'];
}
