import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodingComplaints } from '../../test/decoding.ts';
import { slateUri, type PublicSegment } from './delayed-playlist.ts';
import { ensureSlate, prepareSlate, streamClockSeconds } from './slate.ts';

const run = promisify(execFile);

/** Where ffmpeg's MPEG-TS output starts past the timestamps it was given (its default mux delay). */
const MPEGTS_START_SECONDS = 1.4;
const FRAME_RATE = 25;
const PAUSED = 'Streaming paused for lunch';

type Packet = { codec_type: string; pts_time: string; duration_time?: string };

async function packetsOf(path: string): Promise<Packet[]> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-of', 'json', '-show_entries', 'packet=codec_type,pts_time,duration_time'],
    path,
  ]);
  return (JSON.parse(stdout) as { packets: Packet[] }).packets;
}

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nyaya-slate-'));
  await prepareSlate(dir, PAUSED);
});

describe('a slate in place of a cut segment', () => {
  const T0 = Date.parse('2026-11-27T10:00:00.000Z');
  // The last one starts a second before midnight UTC, where the stream's clock goes back to 0.
  const cases = [
    { sequence: 1, start: T0, duration: 2 },
    { sequence: 2, start: T0 + 2000, duration: 0.52 },
    { sequence: 3, start: T0 + 2520, duration: 1.96 },
    { sequence: 4, start: T0 + 4480, duration: 2.48 },
    { sequence: 5, start: Date.parse('2026-11-27T23:59:59.000Z'), duration: 2 },
  ];

  it.each(cases)(
    'is as long as the segment and timed where it stands: %o',
    async ({ sequence, start, duration }) => {
      const segment: PublicSegment = {
        sequence,
        uri: slateUri(sequence),
        start,
        duration,
        discontinuity: false,
        slate: PAUSED,
      };
      const path = await ensureSlate(dir, segment);

      const packets = await packetsOf(path);
      const video = packets.filter((packet) => packet.codec_type === 'video');
      const audio = packets.filter((packet) => packet.codec_type === 'audio');
      expect(video.length).toBeGreaterThan(0);
      const first = Math.min(...packets.map((packet) => Number(packet.pts_time)));
      const expected = streamClockSeconds(start) + MPEGTS_START_SECONDS;
      expect(Math.abs(first - expected)).toBeLessThan(0.05);
      // Nothing runs into the next segment. A picture is 40 ms; ffmpeg puts up to ~9 sound frames of silence
      // (21 ms each) in one PES, which is kept or left out whole.
      const end = (packet: Packet) => Number(packet.pts_time) + Number(packet.duration_time ?? 0);
      const bounds = [
        ['video', video, 1 / FRAME_RATE + 0.025],
        ['audio', audio, 0.25],
      ] as const;
      for (const [kind, kept, gap] of bounds) {
        const last = Math.max(...kept.map(end)) - first;
        expect(last, kind).toBeLessThanOrEqual(duration + 0.001);
        expect(last, kind).toBeGreaterThan(duration - gap);
      }
      expect(await decodingComplaints(path)).toEqual([]);
    },
  );
});
