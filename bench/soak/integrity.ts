// What the soak checks of the media beyond their length: each MP4 decoded whole (frames against the source, no
// decoding error, DTS always rising), and each room's public playlist as the audience polled it (no on-air
// segment ever missing between two listings).
import { RECORDING } from '@nyaya/shared';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const FRAMES_PER_PIECE = (RECORDING.chunkIntervalMs / 1000) * RECORDING.captureFps;

export type Mp4Integrity = {
  frames: number;
  expectedFrames: number;
  decodeErrors: number;
  /** Video packets whose DTS is not above the one before. */
  dtsNotRising: number;
};

/** Decodes the MP4's video whole, and reads its packets' DTS: what a court that plays it back would meet. */
export async function mp4Integrity(path: string, ackedPieces: number): Promise<Mp4Integrity> {
  const [{ stdout: packets }, decoded] = await Promise.all([
    run(
      'ffprobe',
      [...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=dts', '-of', 'csv=p=0', path]],
      { maxBuffer: 64 * 1024 * 1024 },
    ),
    run('ffmpeg', ['-hide_banner', '-v', 'error', '-i', path, '-map', '0:v:0', '-f', 'null', '-'], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? 'ffmpeg failed' })),
  ]);
  const dts = packets
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(Number)
    .filter((value) => Number.isFinite(value));
  return {
    frames: dts.length,
    expectedFrames: ackedPieces * FRAMES_PER_PIECE,
    decodeErrors: decoded.stderr.split('\n').filter((line) => line.trim() !== '').length,
    dtsNotRising: dts.filter((value, index) => index > 0 && value <= (dts[index - 1] ?? -Infinity)).length,
  };
}

/**
 * Every sequence number the room's public playlist listed, as the audience polled it. A gap between the first
 * and the last is an on-air segment no viewer could ever have been given.
 */
export class PlaylistWatch {
  readonly seen = new Set<number>();
  /** The program date time (epoch ms) each courtroom segment was first listed with, by sequence number. */
  readonly dated = new Map<number, number>();
  /** When (epoch ms) the poll that first listed each courtroom segment was answered, by sequence number. */
  readonly listedAt = new Map<number, number>();
  polls = 0;
  failedPolls = 0;

  take(playlist: string, answeredAt = Date.now()): void {
    this.polls += 1;
    let sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1] ?? Number.NaN);
    if (!Number.isFinite(sequence)) return;
    let date: number | undefined;
    for (const line of playlist.split('\n')) {
      if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) date = Date.parse(line.slice(25));
      if (line.startsWith('#') || line.trim() === '') continue;
      this.seen.add(sequence);
      if (line.startsWith('seg-') && date !== undefined && !this.dated.has(sequence)) {
        this.dated.set(sequence, date);
        this.listedAt.set(sequence, answeredAt);
      }
      sequence += 1;
      date = undefined;
    }
  }

  /** The sequence numbers never listed between the first and the last seen. */
  missing(): number[] {
    const sequences = [...this.seen].sort((a, b) => a - b);
    const first = sequences[0];
    const last = sequences.at(-1);
    if (first === undefined || last === undefined) return [];
    const gaps: number[] = [];
    for (let sequence = first; sequence <= last; sequence += 1) {
      if (!this.seen.has(sequence)) gaps.push(sequence);
    }
    return gaps;
  }
}

async function firstPicture(path: string): Promise<string | undefined> {
  const decoded = await run('ffmpeg', [
    '-v',
    'error',
    '-i',
    path,
    '-map',
    '0:v:0',
    '-frames:v',
    '1',
    '-f',
    'framemd5',
    '-',
  ]).catch(() => undefined);
  return decoded?.stdout.trim().split('\n').at(-1)?.split(',').at(-1)?.trim();
}

/**
 * When the first picture of each listed courtroom segment was captured (epoch ms), by sequence number: the
 * picture tells which piece the segment starts with. A real-time recorder captures piece k a chunk interval before
 * piece k + 1, from a chunk interval before it handed the first over; when it hands a piece over (a busy machine
 * fires its timer late) says nothing of when it was captured.
 */
export async function captureTimes(
  roomDir: string,
  sequences: Iterable<number>,
  pieceFirstPictures: readonly string[],
  handedOverAt: readonly number[],
): Promise<Map<number, number>> {
  const captured = new Map<number, number>();
  const [first] = handedOverAt;
  for (const sequence of sequences) {
    const picture = await firstPicture(join(roomDir, `seg-${sequence}.ts`));
    const piece = picture === undefined ? -1 : pieceFirstPictures.indexOf(picture);
    if (piece >= 0 && first !== undefined) {
      captured.set(sequence, first + (piece - 1) * RECORDING.chunkIntervalMs);
    }
  }
  return captured;
}

/** Each listed segment's program date time minus when its first picture was captured (ms, positive: later). */
export const datingErrors = (dated: ReadonlyMap<number, number>, captured: ReadonlyMap<number, number>) =>
  [...captured].map(([sequence, at]) => (dated.get(sequence) ?? Number.NaN) - at);

/**
 * How long after its first picture was captured each segment was first listed, less the room's delay (ms): the
 * public must never see a moment of the hearing sooner than the delay after it. Taken at the poll that first
 * listed it, so up to a poll interval later than the listing itself.
 */
export const listedAfterDelay = (
  listedAt: ReadonlyMap<number, number>,
  captured: ReadonlyMap<number, number>,
  delayMs: number,
) => [...captured].map(([sequence, at]) => (listedAt.get(sequence) ?? Number.NaN) - at - delayMs);
