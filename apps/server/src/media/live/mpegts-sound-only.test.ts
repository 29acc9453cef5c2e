import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodingComplaints } from '../../test/decoding.ts';
import { probeStreams } from '../ffmpeg.ts';
import { CLOCK_HZ, PACKET_BYTES, packetsOf, pcrAt, pcrBase, pid } from './mpegts-packets.ts';
import { soundOnly } from './mpegts-sound-only.ts';

const run = promisify(execFile);

/** A 2 s segment as the live pipeline writes it: 720p H.264 with a keyframe each segment, AAC at 64 kb/s. */
async function segmentOf(dir: string, { sound }: { sound: boolean }): Promise<Buffer> {
  const name = sound ? 'seg' : 'silent';
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25'],
    ...(sound ? ['-f', 'lavfi', '-i', 'sine=frequency=440'] : []),
    ...['-t', '4', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '50', '-pix_fmt', 'yuv420p'],
    ...(sound ? ['-c:a', 'aac', '-b:a', '64k'] : []),
    ...['-output_ts_offset', '1000', '-f', 'hls', '-hls_time', '2'],
    ...['-hls_segment_filename', join(dir, `${name}-%d.ts`), join(dir, `${name}.m3u8`)],
  ]);
  return readFile(join(dir, `${name}-1.ts`));
}

/** The sound's packets as ffmpeg reads them (their bytes and times), as one checksum. */
async function soundChecksum(path: string): Promise<string> {
  const { stdout } = await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-copyts', '-i', path],
    ...['-map', '0:a:0', '-c', 'copy', '-f', 'framemd5', '-'],
  ]);
  return stdout;
}

let dir: string;
let segment: Buffer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nyaya-sound-only-'));
  segment = await segmentOf(dir, { sound: true });
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('soundOnly', () => {
  it('keeps a segment’s sound packet for packet, on the same clock, and nothing of the picture', async () => {
    const sound = soundOnly(segment);
    const [courtroomFile, soundFile] = [join(dir, 'courtroom.ts'), join(dir, 'sound.ts')];
    await Promise.all([writeFile(courtroomFile, segment), writeFile(soundFile, sound)]);

    expect((await probeStreams(soundFile)).map((stream) => stream.codec_type)).toEqual(['audio']);
    expect(await soundChecksum(soundFile)).toBe(await soundChecksum(courtroomFile));
    expect(await decodingComplaints(soundFile)).toEqual([]);
    // The sound (about 71 kb/s in transport stream packets) and the program's clock: a tenth of the segment.
    expect(sound.length).toBeLessThan(segment.length / 10);
  });

  it('keeps the program clock a player may need, never more than 100 ms apart, as the picture carried it', () => {
    const clocks = (stream: Buffer) =>
      packetsOf(stream).flatMap((packet) => {
        const at = pcrAt(packet);
        return at === undefined ? [] : [{ pid: pid(packet), base: pcrBase(packet, at) }];
      });
    const before = clocks(segment);
    const after = clocks(soundOnly(segment));
    expect(after.length).toBeGreaterThan(0);
    expect(after.length).toBeLessThan(before.length);
    expect(after[0]).toEqual(before[0]);
    expect(after.at(-1)).toEqual(before.at(-1));
    const gaps = after.slice(1).map((clock, index) => clock.base - (after[index]?.base ?? 0));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(0.1 * CLOCK_HZ);
    expect(Math.min(...gaps)).toBeGreaterThan(0);
  });

  it('refuses a segment without sound, and bytes that are not whole packets (a file cut short, a wrong file)', async () => {
    const silent = await segmentOf(dir, { sound: false });
    expect(() => soundOnly(silent)).toThrow('a segment without sound');
    expect(() => soundOnly(segment.subarray(0, segment.length - 61))).toThrow(
      'not a transport stream of whole packets',
    );
    expect(() => soundOnly(segment.subarray(PACKET_BYTES + 7, PACKET_BYTES * 10 + 7))).toThrow(
      'not a transport stream of whole packets',
    );
    expect(() => soundOnly(Buffer.alloc(PACKET_BYTES * 4, 0x47))).toThrow();
  });
});
