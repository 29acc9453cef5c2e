import type { RecordingMimeType } from '@nyaya/shared';
import { execFile, spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { diesWithServer } from '../dies-with-server.ts';
import { recordingVideoArgs, writtenAtomically } from '../ffmpeg.ts';

const run = promisify(execFile);

/** Until the input takes more, or is gone (ffmpeg exited). */
async function drained(input: Writable): Promise<void> {
  const settled = new AbortController();
  const { signal } = settled;
  try {
    await Promise.race([once(input, 'drain', { signal }), once(input, 'close', { signal })]);
  } finally {
    settled.abort();
  }
}

async function feed(parts: string[], input: Writable): Promise<void> {
  for (const part of parts) {
    for await (const data of createReadStream(part)) {
      if (input.destroyed) throw new Error('ffmpeg stopped reading its input');
      if (!input.write(data)) await drained(input);
    }
  }
  input.end();
}

/**
 * Turns a recording's chunks, in order one webm/matroska stream, into an MP4 with its index at the front
 * (faststart). The chunks go through ffmpeg's stdin: a long hearing has thousands, too many for a command line.
 * Written under a temporary name and renamed, so nobody sees half a file.
 */
export async function finaliseRecording(
  parts: string[],
  mimeType: RecordingMimeType,
  target: string,
): Promise<void> {
  await writtenAtomically(target, async (partial) => {
    const args = [
      '-hide_banner',
      '-loglevel',
      'error',
      '-fflags',
      '+genpts',
      '-i',
      'pipe:0',
      '-map',
      '0:v:0',
      '-map',
      '0:a:0?',
      ...recordingVideoArgs(mimeType),
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      '-y',
      partial,
    ];
    const ffmpeg = spawn(...diesWithServer('ffmpeg', args), { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    ffmpeg.stderr.on('data', (text: Buffer) => (errors += text.toString()));
    const exited = new Promise<void>((resolve, reject) => {
      ffmpeg.once('error', reject);
      ffmpeg.once('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${errors.trim()}`)),
      );
    });
    // Writing to an ffmpeg that died fails with EPIPE; its exit code says why.
    ffmpeg.stdin.on('error', () => undefined);
    const fed = feed(parts, ffmpeg.stdin).catch((error: unknown) => {
      ffmpeg.kill('SIGKILL');
      throw error;
    });
    const [feeding, exit] = await Promise.allSettled([fed, exited]);
    if (exit.status === 'rejected') throw exit.reason;
    if (feeding.status === 'rejected') throw feeding.reason;
  });
}

/** A media file's duration in seconds, as ffprobe reads it. */
export async function probeDuration(path: string): Promise<number> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'default=noprint_wrappers=1:nokey=1',
    path,
  ]);
  const seconds = Number(stdout.trim());
  if (!Number.isFinite(seconds)) throw new Error(`ffprobe gave no duration for ${path}`);
  return seconds;
}
