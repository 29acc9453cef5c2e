import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The presentation time of every video packet of a media file, in seconds, ascending. */
export async function videoPacketTimes(path: string): Promise<number[]> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time', '-of', 'csv=p=0', path],
  ]);
  return stdout
    .trim()
    .split('\n')
    .map(Number)
    .sort((a, b) => a - b);
}

/** The longest stretch between two of the times (s): how long a viewer's picture stands still. */
export const longestGap = (times: number[]) =>
  times.slice(1).reduce((longest, time, index) => Math.max(longest, time - (times[index] ?? time)), 0);
