/** One entry of a media playlist. */
export type Segment = {
  sequence: number;
  uri: string;
  duration: number;
  /** Epoch ms of the segment's first frame (#EXT-X-PROGRAM-DATE-TIME, or the previous segment's end). */
  start: number;
  discontinuity: boolean;
};

/** An HLS media playlist of one rendition, as ffmpeg writes it for a live room (RFC 8216 4.3). */
export type MediaPlaylist = {
  version: number;
  targetDuration: number;
  discontinuitySequence: number;
  segments: Segment[];
  /** #EXT-X-ENDLIST: the stream ended, nothing more will be added. */
  ended: boolean;
};

/**
 * ffmpeg dates its segments from the moment it started, later than the courtroom captured them: one run of it
 * wrote the segments from `fromSequence` on `shiftMs` late. When it started is only known to ffmpeg (on a busy
 * machine seconds after it was spawned), so a run also knows when its first frame was captured (`startsAt`):
 * once its first segment is listed, that segment's date less `startsAt` is how late the whole run is dated.
 * `shiftMs` is the lateness at the spawn until then, and the settled one afterwards (`settled`).
 */
export type ClockRun = { fromSequence: number; shiftMs: number; startsAt?: number; settled?: boolean };

/** How late a run dates its segments, given the date ffmpeg wrote on its first one (if listed). */
export const runLateness = (run: ClockRun, firstDated: number | undefined) =>
  run.settled || run.startsAt === undefined || firstDated === undefined
    ? run.shiftMs
    : firstDated - run.startsAt;

/** The date ffmpeg wrote on segment `sequence` of its playlist, as written; undefined while it is not listed. */
export function writtenDate(text: string, sequence: number): number | undefined {
  let current = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1] ?? 0);
  let date: number | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) date = Date.parse(line.slice(25));
    if (!line || line.startsWith('#')) continue;
    if (current === sequence) return date;
    current += 1;
    date = undefined;
  }
  return undefined;
}

const runOf = (sequence: number, clock: readonly ClockRun[]) =>
  clock.findLast((run) => run.fromSequence <= sequence);

const tagValue = (line: string, tag: string) =>
  line.startsWith(`${tag}:`) ? line.slice(tag.length + 1) : undefined;

/**
 * Reads the media playlist ffmpeg writes (one rendition, program-date-time per segment), each segment dated when
 * the courtroom captured it (`clock`), and no earlier than the end of the one before: a player's clock, and the
 * delay, only go forward.
 */
export function parseMediaPlaylist(text: string, clock: readonly ClockRun[] = []): MediaPlaylist {
  const playlist: MediaPlaylist = {
    version: 3,
    targetDuration: 0,
    discontinuitySequence: 0,
    segments: [],
    ended: false,
  };
  let sequence = 0;
  /** How late each run dates its segments, from its first listed one on. */
  const lateness = new Map<ClockRun, number>();
  let duration: number | undefined;
  let start: number | undefined;
  let discontinuity = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const version = tagValue(line, '#EXT-X-VERSION');
    const target = tagValue(line, '#EXT-X-TARGETDURATION');
    const mediaSequence = tagValue(line, '#EXT-X-MEDIA-SEQUENCE');
    const discontinuitySequence = tagValue(line, '#EXT-X-DISCONTINUITY-SEQUENCE');
    const extinf = tagValue(line, '#EXTINF');
    const dateTime = tagValue(line, '#EXT-X-PROGRAM-DATE-TIME');
    if (version !== undefined) playlist.version = Number(version);
    else if (target !== undefined) playlist.targetDuration = Number(target);
    else if (mediaSequence !== undefined) sequence = Number(mediaSequence);
    else if (discontinuitySequence !== undefined)
      playlist.discontinuitySequence = Number(discontinuitySequence);
    else if (line === '#EXT-X-DISCONTINUITY') discontinuity = true;
    else if (line === '#EXT-X-ENDLIST') playlist.ended = true;
    else if (extinf !== undefined) duration = Number.parseFloat(extinf);
    else if (dateTime !== undefined) start = Date.parse(dateTime);
    else if (!line.startsWith('#') && duration !== undefined) {
      const previous = playlist.segments.at(-1);
      const carried = previous ? previous.start + previous.duration * 1000 : Number.NaN;
      // Never before the previous one's end: ffmpeg restarted on a stream dates it anew, at times seconds earlier.
      const run = runOf(sequence, clock);
      if (run && !lateness.has(run)) {
        lateness.set(run, runLateness(run, sequence === run.fromSequence ? start : undefined));
      }
      const dated = start === undefined ? carried : start - (run ? (lateness.get(run) ?? 0) : 0);
      const captured = previous ? Math.max(dated, carried) : dated;
      playlist.segments.push({ sequence, uri: line, duration, start: captured, discontinuity });
      sequence += 1;
      duration = undefined;
      start = undefined;
      discontinuity = false;
    }
  }
  return playlist;
}

/** The playlist as text, every segment dated; `headerLines` go after the target duration. */
export function formatMediaPlaylist(playlist: MediaPlaylist, headerLines: readonly string[] = []): string {
  const lines = [
    '#EXTM3U',
    `#EXT-X-VERSION:${playlist.version}`,
    `#EXT-X-TARGETDURATION:${playlist.targetDuration}`,
    ...headerLines,
    `#EXT-X-MEDIA-SEQUENCE:${playlist.segments[0]?.sequence ?? 0}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${playlist.discontinuitySequence}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  for (const segment of playlist.segments) {
    if (segment.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(
      `#EXTINF:${segment.duration.toFixed(6)},`,
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.start).toISOString()}`,
      segment.uri,
    );
  }
  if (playlist.ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** Where a playlist's last segment ends (epoch ms); undefined when it lists none. */
export function endOf(playlist: MediaPlaylist): number | undefined {
  const last = playlist.segments.at(-1);
  return last && last.start + last.duration * 1000;
}

/** The sequence number a segment added after the playlist's last would have. */
export function nextSequenceOf(playlist: MediaPlaylist, firstWhenEmpty = 0): number {
  return (playlist.segments.at(-1)?.sequence ?? firstWhenEmpty - 1) + 1;
}

/** The sequence number of a playlist's last segment; -1 when it lists none. */
export const lastListedSequence = (text: string): number =>
  parseMediaPlaylist(text).segments.at(-1)?.sequence ?? -1;
