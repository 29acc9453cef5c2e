import { isH264Recording, type RecordingMimeType } from '@nyaya/shared';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rename, rm, stat } from 'node:fs/promises';
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
 * A test-pattern clip with a 440 Hz tone: H.264 (baseline, so every browser decodes it) and AAC in an MP4 whose
 * index is at the front (faststart), so a player starts before the whole file arrives.
 */
export async function generateTestClip(target: string, seconds: number): Promise<void> {
  await writtenAtomically(target, async (partial) => {
    await run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x360:rate=25',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440',
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-profile:v',
      'baseline',
      '-pix_fmt',
      'yuv420p',
      '-crf',
      '30',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-movflags',
      '+faststart',
      '-y',
      partial,
    ]);
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
