import { HLS_SEGMENT_SECONDS } from '@nyaya/shared';

/** A stretch of the stream the judge cut (paused): no segment overlapping it is ever listed. Epoch ms. */
export type LiveCut = { from: number; to: number };

type Segment = {
  sequence: number;
  uri: string;
  duration: number;
  /** Epoch ms of the segment's first frame (#EXT-X-PROGRAM-DATE-TIME, or the previous segment's end). */
  start: number;
  discontinuity: boolean;
};

type MediaPlaylist = {
  version: number;
  targetDuration: number;
  discontinuitySequence: number;
  segments: Segment[];
};

/** The public playlist lists at most this many segments: a player starts near the end, older ones only cost bytes. */
export const PUBLIC_WINDOW_SEGMENTS = 30;
/**
 * The public playlist's target duration, never changed (RFC 8216 6.2.1): ffmpeg's would grow when a lost chunk
 * makes one segment longer. Such a segment (its duration rounded past the target) is left out, like a cut.
 */
export const PUBLIC_TARGET_DURATION = HLS_SEGMENT_SECONDS;

const fitsTarget = (segment: Segment) => Math.round(segment.duration) <= PUBLIC_TARGET_DURATION;

const tagValue = (line: string, tag: string) =>
  line.startsWith(`${tag}:`) ? line.slice(tag.length + 1) : undefined;

/** Reads the media playlist ffmpeg writes (one rendition, program-date-time per segment). */
export function parseMediaPlaylist(text: string): MediaPlaylist {
  const playlist: MediaPlaylist = { version: 3, targetDuration: 0, discontinuitySequence: 0, segments: [] };
  let sequence = 0;
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
    else if (extinf !== undefined) duration = Number.parseFloat(extinf);
    else if (dateTime !== undefined) start = Date.parse(dateTime);
    else if (!line.startsWith('#') && duration !== undefined) {
      const previous = playlist.segments.at(-1);
      const carried = previous ? previous.start + previous.duration * 1000 : Number.NaN;
      playlist.segments.push({ sequence, uri: line, duration, start: start ?? carried, discontinuity });
      sequence += 1;
      duration = undefined;
      start = undefined;
      discontinuity = false;
    }
  }
  return playlist;
}

/** The sequence number of a playlist's last segment; -1 when it lists none. */
export const lastListedSequence = (text: string): number =>
  parseMediaPlaylist(text).segments.at(-1)?.sequence ?? -1;

export type DelayedPlaylistInput = {
  /** The full media playlist as ffmpeg wrote it. */
  playlist: string;
  delayMinutes: number;
  now: number;
  cuts: readonly LiveCut[];
};

const overlapsCut = (segment: Segment, cuts: readonly LiveCut[]) => {
  const end = segment.start + segment.duration * 1000;
  return cuts.some((cut) => segment.start < cut.to && end > cut.from);
};

/**
 * The segments the public may see: every one whose end is older than the delay (all of them at delay 0), never a
 * cut one nor one longer than the target duration. Sequence numbers must not jump inside a playlist, so after a cut only the segments behind it are
 * listed, from the first of them that is public; that one carries a discontinuity.
 */
function publicSegments({ playlist, delayMinutes, now, cuts }: DelayedPlaylistInput) {
  const parsed = parseMediaPlaylist(playlist);
  const horizon = now - delayMinutes * 60_000;
  let listed: Segment[] = [];
  let afterCut = false;
  for (const segment of parsed.segments) {
    if (overlapsCut(segment, cuts) || !fitsTarget(segment)) {
      afterCut = true;
      continue;
    }
    const isPublic = delayMinutes === 0 || segment.start + segment.duration * 1000 <= horizon;
    if (!isPublic) break;
    if (afterCut) {
      listed = [{ ...segment, discontinuity: true }];
      afterCut = false;
    } else listed.push(segment);
  }
  listed = listed.slice(-PUBLIC_WINDOW_SEGMENTS);
  const first = listed[0];
  const dropped = first ? parsed.segments.filter((segment) => segment.sequence < first.sequence) : [];
  return {
    parsed,
    listed,
    discontinuitySequence:
      parsed.discontinuitySequence + dropped.filter((segment) => segment.discontinuity).length,
  };
}

/** Whether `uri` is listed in the room's public playlist right now. */
export function isPublicSegment(input: DelayedPlaylistInput, uri: string): boolean {
  return publicSegments(input).listed.some((segment) => segment.uri === uri);
}

/** The playlist the public gets: ffmpeg's, held back by the room's delay and without what the judge cut. */
export function delayedPlaylist(input: DelayedPlaylistInput): string {
  const { parsed, listed, discontinuitySequence } = publicSegments(input);
  const lines = [
    '#EXTM3U',
    `#EXT-X-VERSION:${parsed.version}`,
    `#EXT-X-TARGETDURATION:${PUBLIC_TARGET_DURATION}`,
    `#EXT-X-MEDIA-SEQUENCE:${listed[0]?.sequence ?? 0}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuitySequence}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  for (const segment of listed) {
    if (segment.discontinuity) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(
      `#EXTINF:${segment.duration.toFixed(6)},`,
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(segment.start).toISOString()}`,
      segment.uri,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The segments of ffmpeg's playlist that overlap a cut: the pipeline deletes their files. */
export function cutSegmentUris(playlist: string, cuts: readonly LiveCut[]): string[] {
  return parseMediaPlaylist(playlist)
    .segments.filter((segment) => overlapsCut(segment, cuts))
    .map((segment) => segment.uri);
}
