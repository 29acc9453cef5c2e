import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The md5 of every picture of a video file, in the order shown (ffmpeg's framemd5 of its first video stream); every
 * decoded picture, even one whose timestamp repeats an earlier one's (passthrough: no picture dropped or doubled).
 * Two files show the same pictures when their lists are equal, whatever their containers and timestamps.
 */
export async function pictureHashes(path: string): Promise<string[]> {
  const { stdout } = await run(
    'ffmpeg',
    ['-v', 'error', '-i', path, '-map', '0:v:0', '-fps_mode', 'passthrough', '-f', 'framemd5', '-'],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  return stdout
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.split(',').at(-1)?.trim() ?? '');
}
