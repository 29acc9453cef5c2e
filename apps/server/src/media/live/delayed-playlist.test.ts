import { describe, expect, it } from 'vitest';
import {
  PUBLIC_TARGET_DURATION,
  PUBLIC_WINDOW_SEGMENTS,
  delayedListing,
  delayedPlaylist,
  type DelayedPlaylistInput,
} from './delayed-playlist.ts';
import { parseMediaPlaylist } from './media-playlist.ts';

const T0 = Date.parse('2026-11-23T10:00:00.000Z');

/** A playlist as ffmpeg writes it: 2 s segments from T0, a discontinuity before the ones named in `breaks`. */
function ffmpegPlaylist(count: number, { firstSequence = 0, breaks = [] as number[] } = {}) {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    '#EXT-X-TARGETDURATION:2',
    `#EXT-X-MEDIA-SEQUENCE:${firstSequence}`,
  ];
  lines.push('#EXT-X-INDEPENDENT-SEGMENTS');
  for (let i = 0; i < count; i += 1) {
    const sequence = firstSequence + i;
    if (breaks.includes(sequence)) lines.push('#EXT-X-DISCONTINUITY');
    const start = new Date(T0 + i * 2000).toISOString().replace('Z', '+0000');
    lines.push('#EXTINF:2.000000,', `#EXT-X-PROGRAM-DATE-TIME:${start}`, `seg-${sequence}.ts`);
  }
  return `${lines.join('\n')}\n`;
}

const uris = (text: string) => text.split('\n').filter((line) => /^(seg|slate)-/.test(line));
const publicSegmentOf = (input: DelayedPlaylistInput, uri: string) =>
  delayedListing(input).segments.find((segment) => segment.uri === uri);
const isPublicSegment = (input: DelayedPlaylistInput, uri: string) =>
  publicSegmentOf(input, uri) !== undefined;
const range = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${from + i}.ts`);
const PAUSED = 'Streaming paused for lunch';
const tag = (text: string, name: string) => text.split('\n').find((line) => line.startsWith(`${name}:`));

describe('the delayed public playlist', () => {
  it('lists everything written so far at delay 0, even segments stamped later than now', () => {
    const text = delayedPlaylist({ playlist: ffmpegPlaylist(5), delayMinutes: 0, now: T0, cuts: [] });
    expect(uris(text)).toEqual(['seg-0.ts', 'seg-1.ts', 'seg-2.ts', 'seg-3.ts', 'seg-4.ts']);
    expect(tag(text, '#EXT-X-MEDIA-SEQUENCE')).toBe('#EXT-X-MEDIA-SEQUENCE:0');
    expect(tag(text, '#EXT-X-TARGETDURATION')).toBe('#EXT-X-TARGETDURATION:2');
    expect(tag(text, '#EXT-X-PROGRAM-DATE-TIME')).toBe('#EXT-X-PROGRAM-DATE-TIME:2026-11-23T10:00:00.000Z');
  });

  it('holds back every segment whose end is younger than the delay', () => {
    // The first segment ends at T0 + 2 s: a minute later than T0 + 1 s nothing is public; at T0 + 64 s the two
    // that ended by T0 + 4 s are.
    const input = { playlist: ffmpegPlaylist(40), delayMinutes: 1, cuts: [] };
    expect(uris(delayedPlaylist({ ...input, now: T0 + 61_000 }))).toEqual([]);
    expect(uris(delayedPlaylist({ ...input, now: T0 + 64_000 }))).toEqual(['seg-0.ts', 'seg-1.ts']);
    expect(isPublicSegment({ ...input, now: T0 + 64_000 }, 'seg-1.ts')).toBe(true);
    expect(isPublicSegment({ ...input, now: T0 + 64_000 }, 'seg-2.ts')).toBe(false);
  });

  it('keeps the last window of public segments with the media sequence of the first listed one', () => {
    const text = delayedPlaylist({
      playlist: ffmpegPlaylist(50, { firstSequence: 100, breaks: [105, 140] }),
      delayMinutes: 0,
      now: T0,
      cuts: [],
    });
    const listed = uris(text);
    expect(listed).toHaveLength(PUBLIC_WINDOW_SEGMENTS);
    expect(listed[0]).toBe('seg-120.ts');
    expect(tag(text, '#EXT-X-MEDIA-SEQUENCE')).toBe('#EXT-X-MEDIA-SEQUENCE:120');
    // The discontinuity before seg-105 scrolled out; the one before seg-140 is kept in place.
    expect(tag(text, '#EXT-X-DISCONTINUITY-SEQUENCE')).toBe('#EXT-X-DISCONTINUITY-SEQUENCE:1');
    const lines = text.split('\n');
    expect(lines[lines.indexOf('seg-140.ts') - 3]).toBe('#EXT-X-DISCONTINUITY');
  });

  it('keeps a longer window where asked (the relay’s playlist)', () => {
    const input = {
      playlist: ffmpegPlaylist(50, { firstSequence: 100 }),
      delayMinutes: 0,
      now: T0,
      cuts: [],
    };
    expect(uris(delayedPlaylist(input, { windowSegments: 45 }))).toEqual(range('seg', 105, 149));
  });

  it('lists a cut segment as the slate, with its number, time and length, between discontinuities', () => {
    const playlist = ffmpegPlaylist(20);
    // Paused at T0 + 20 s with a 10 s delay and resumed at once: T0 + 10 s to T0 + 20 s were held back.
    const cuts = [{ from: T0 + 10_000, to: T0 + 20_000, slate: PAUSED }];
    const input = { playlist, delayMinutes: 0, now: T0 + 200_000, cuts };
    const text = delayedPlaylist(input);
    expect(uris(text)).toEqual([...range('seg', 0, 4), ...range('slate', 5, 9), ...range('seg', 10, 19)]);
    expect(tag(text, '#EXT-X-MEDIA-SEQUENCE')).toBe('#EXT-X-MEDIA-SEQUENCE:0');
    expect(text).toContain(
      '#EXT-X-DISCONTINUITY\n#EXTINF:2.000000,\n#EXT-X-PROGRAM-DATE-TIME:2026-11-23T10:00:10.000Z\nslate-5.ts',
    );
    expect(text).toContain(
      '#EXT-X-DISCONTINUITY\n#EXTINF:2.000000,\n#EXT-X-PROGRAM-DATE-TIME:2026-11-23T10:00:20.000Z\nseg-10.ts',
    );
    expect(text.match(/#EXT-X-DISCONTINUITY\n/g)).toHaveLength(2);
    expect(publicSegmentOf(input, 'slate-7.ts')).toMatchObject({ sequence: 7, duration: 2, slate: PAUSED });
    for (const cutOne of ['seg-5.ts', 'seg-9.ts']) expect(isPublicSegment(input, cutOne)).toBe(false);
    expect(isPublicSegment(input, 'slate-10.ts')).toBe(false);
  });

  it('shows the slate from an open cut on, while the room stays off air', () => {
    const cuts = [{ from: T0 + 10_000, to: null, slate: PAUSED }];
    const text = delayedPlaylist({ playlist: ffmpegPlaylist(20), delayMinutes: 0, now: T0 + 200_000, cuts });
    expect(uris(text)).toEqual([...range('seg', 0, 4), ...range('slate', 5, 19)]);
  });

  it('keeps the public segments before a cut listed until something after it is public', () => {
    const cuts = [{ from: T0 + 10_000, to: T0 + 20_000, slate: PAUSED }];
    const text = delayedPlaylist({ playlist: ffmpegPlaylist(20), delayMinutes: 1, now: T0 + 70_000, cuts });
    expect(uris(text)).toEqual(range('seg', 0, 4));
  });

  it('ends the public playlist of an ended stream once its last segment is public, where asked to', () => {
    const input = { playlist: `${ffmpegPlaylist(10)}#EXT-X-ENDLIST\n`, delayMinutes: 1, cuts: [] };
    const end = T0 + 20_000 + 60_000;
    expect(delayedPlaylist({ ...input, now: end - 1 }, { endList: true })).not.toContain('#EXT-X-ENDLIST');
    expect(delayedPlaylist({ ...input, now: end }, { endList: true })).toMatch(
      /seg-9\.ts\n#EXT-X-ENDLIST\n$/,
    );
    expect(delayedPlaylist({ ...input, now: end })).not.toContain('#EXT-X-ENDLIST');
    expect(
      delayedPlaylist({ ...input, playlist: ffmpegPlaylist(10), now: end }, { endList: true }),
    ).not.toContain('#EXT-X-ENDLIST');
  });

  it('keeps its target duration when a lost chunk makes one segment longer, and leaves that segment out', () => {
    // ffmpeg's own playlist after a lost chunk: a 4 s segment, and its target duration grown to 4.
    const playlist = ffmpegPlaylist(6)
      .replace('#EXT-X-TARGETDURATION:2', '#EXT-X-TARGETDURATION:4')
      .replace(
        '#EXTINF:2.000000,\n#EXT-X-PROGRAM-DATE-TIME:2026-11-23T10:00:06',
        '#EXTINF:4.000000,\n#EXT-X-PROGRAM-DATE-TIME:2026-11-23T10:00:06',
      );
    const input = { playlist, delayMinutes: 0, now: T0, cuts: [] };
    const text = delayedPlaylist(input);
    expect(tag(text, '#EXT-X-TARGETDURATION')).toBe(`#EXT-X-TARGETDURATION:${PUBLIC_TARGET_DURATION}`);
    expect(uris(text)).toEqual(['seg-4.ts', 'seg-5.ts']);
    expect(text).toContain('#EXT-X-DISCONTINUITY\n#EXTINF:2.000000,');
    expect(isPublicSegment(input, 'seg-3.ts')).toBe(false);
  });

  it('reads the program date time ffmpeg writes and carries it forward where a segment has none', () => {
    const text = ['#EXTM3U', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:7'];
    text.push('#EXTINF:2.000000,', '#EXT-X-PROGRAM-DATE-TIME:2026-11-23T10:00:00.500+0000', 'seg-7.ts');
    text.push('#EXTINF:1.500000,', 'seg-8.ts');
    const { segments } = parseMediaPlaylist(text.join('\n'));
    expect(segments.map((segment) => [segment.sequence, segment.start - T0, segment.duration])).toEqual([
      [7, 500, 2],
      [8, 2500, 1.5],
    ]);
  });
});
