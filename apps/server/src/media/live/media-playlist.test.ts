import { describe, expect, it } from 'vitest';
import { parseMediaPlaylist, writtenDate, type ClockRun } from './media-playlist.ts';

const CAPTURED = Date.parse('2026-11-28T05:00:00.000Z');

/** ffmpeg's playlist from `first` on: 2 s segments dated from `datedFrom` (its start, as it saw it). */
function written(first: number, count: number, datedFrom: number): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2', `#EXT-X-MEDIA-SEQUENCE:${first}`];
  for (let index = 0; index < count; index++) {
    lines.push(
      `#EXTINF:2.000000,`,
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(datedFrom + index * 2000).toISOString()}`,
    );
    lines.push(`seg-${first + index}.ts`);
  }
  return lines.join('\n');
}

const startsOf = (text: string, clock: ClockRun[]) =>
  parseMediaPlaylist(text, clock).segments.map((segment) => segment.start - CAPTURED);

describe('parseMediaPlaylist, dating a run of ffmpeg', () => {
  // Spawned 0.3 s after the capture of its first frame, it began dating 4 s after (a busy machine).
  const late = written(10, 3, CAPTURED + 4000);

  it('dates a run by its first frame’s capture once its first segment is listed, however late ffmpeg started', () => {
    expect(startsOf(late, [{ fromSequence: 10, shiftMs: 300, startsAt: CAPTURED }])).toEqual([0, 2000, 4000]);
  });

  it('keeps the lateness it settled on once the run’s first segment has left the playlist', () => {
    const later = written(12, 3, CAPTURED + 8000);
    expect(startsOf(later, [{ fromSequence: 10, shiftMs: 4000, startsAt: CAPTURED, settled: true }])).toEqual(
      [4000, 6000, 8000],
    );
    // Without its start, a run goes by the lateness at its spawn (a clock file of an older server).
    expect(startsOf(later, [{ fromSequence: 10, shiftMs: 300 }])).toEqual([7700, 9700, 11700]);
  });

  it('reads the date ffmpeg wrote on a segment, or none while it is not listed', () => {
    expect(writtenDate(late, 11)).toBe(CAPTURED + 6000);
    expect(writtenDate(late, 13)).toBeUndefined();
  });
});
