import { HLS_SEGMENT_SECONDS } from '@nyaya/shared';
import {
  formatMediaPlaylist,
  parseMediaPlaylist,
  type ClockRun,
  type MediaPlaylist,
  type Segment,
} from './media-playlist.ts';

/**
 * A stretch of the stream the public never sees (a pause, a withholding, a hearing off air): every segment
 * overlapping it is listed as the slate instead, with `slate` as its text. Epoch ms; `to` is null while the stretch
 * goes on (the room is off air).
 */
export type LiveCut = { from: number; to: number | null; slate: string };

/**
 * The segments whose files a cut deleted, by sequence number, with the slate shown in their place. Listed as the
 * slate whatever their dates read later: a segment ffmpeg or the server dates anew (a restart, the playlist
 * rewritten with the courtroom's times) may no longer overlap the cut, and its file is gone.
 */
export type WithheldSegments = Readonly<Record<number, string>>;

/** The public playlist lists at most this many segments: a player starts near the end, older ones only cost bytes. */
export const PUBLIC_WINDOW_SEGMENTS = 30;
/**
 * The public playlist's target duration, never changed (RFC 8216 6.2.1): ffmpeg's would grow when a lost chunk
 * makes one segment longer. Such a segment (its duration rounded past the target) is left out, like a cut.
 */
export const PUBLIC_TARGET_DURATION = HLS_SEGMENT_SECONDS;

const fitsTarget = (segment: Segment) => Math.round(segment.duration) <= PUBLIC_TARGET_DURATION;

export type DelayedPlaylistInput = {
  /** The full media playlist as ffmpeg wrote it. */
  playlist: string;
  /** How late ffmpeg dated its segments (none when not told). */
  clock?: readonly ClockRun[];
  delayMinutes: number;
  now: number;
  cuts: readonly LiveCut[];
  withheld?: WithheldSegments;
};

/** The cut the moment `at` (epoch ms) falls in, if any. */
export const cutAt = (at: number, cuts: readonly LiveCut[]) =>
  cuts.find((cut) => at >= cut.from && at < (cut.to ?? Infinity));

/** The cut a segment overlaps, if any. */
const cutOver = (segment: Segment, cuts: readonly LiveCut[]) => {
  const end = segment.start + segment.duration * 1000;
  return cuts.find((cut) => segment.start < (cut.to ?? Infinity) && end > cut.from);
};

/** The slate the public sees in place of a segment: a cut's it overlaps, or the one its deleted file was cut by. */
const slateOver = (segment: Segment, cuts: readonly LiveCut[], withheld: WithheldSegments = {}) =>
  cutOver(segment, cuts)?.slate ?? withheld[segment.sequence];

/** A segment of the public playlist: ffmpeg's, or the slate in its place with the slate's text. */
export type PublicSegment = Segment & { slate?: string };

/** The slate in place of segment `sequence`: its own name, so no file ffmpeg wrote is ever served for it. */
export const slateUri = (sequence: number) => `slate-${sequence}.ts`;

/**
 * The segments the public may see: every one whose end is older than the delay (all of them at delay 0), a cut
 * one as the slate (same number, time and length), none longer than the target duration. Sequence numbers must
 * not jump inside a playlist, so after such a long one only the segments behind it are listed, from the first of
 * them that is public. A discontinuity marks every change between the courtroom and the slate: they are
 * different encodings.
 */
function publicSegments(
  { playlist, clock, delayMinutes, now, cuts, withheld }: DelayedPlaylistInput,
  windowSegments = PUBLIC_WINDOW_SEGMENTS,
) {
  const parsed = parseMediaPlaylist(playlist, clock);
  const horizon = now - delayMinutes * 60_000;
  let listed: PublicSegment[] = [];
  let afterGap = false;
  for (const segment of parsed.segments) {
    if (!fitsTarget(segment)) {
      afterGap = true;
      continue;
    }
    const isPublic = delayMinutes === 0 || segment.start + segment.duration * 1000 <= horizon;
    if (!isPublic) break;
    const slate = slateOver(segment, cuts, withheld);
    const shown: PublicSegment =
      slate === undefined ? segment : { ...segment, uri: slateUri(segment.sequence), slate };
    const previous = listed.at(-1);
    const switched = previous !== undefined && (previous.slate === undefined) !== (slate === undefined);
    if (afterGap) {
      listed = [{ ...shown, discontinuity: true }];
      afterGap = false;
    } else listed.push(switched ? { ...shown, discontinuity: true } : shown);
  }
  listed = listed.slice(-windowSegments);
  const first = listed[0];
  const dropped = first ? parsed.segments.filter((segment) => segment.sequence < first.sequence) : [];
  return {
    parsed,
    listed,
    discontinuitySequence:
      parsed.discontinuitySequence + dropped.filter((segment) => segment.discontinuity).length,
  };
}

/** Every slate the room's public playlist lists right now. */
export const publicSlates = (input: DelayedPlaylistInput): PublicSegment[] =>
  publicSegments(input).listed.filter((segment) => segment.slate !== undefined);

/**
 * The playlist the public gets: ffmpeg's, held back by the room's delay, with the slate where the judge cut.
 * With `endList`, a stream that ended says so once its last segment is public, and players stop asking; it
 * lists the last `windowSegments` public segments.
 */
export function delayedPlaylist(
  input: DelayedPlaylistInput,
  { endList = false, windowSegments = PUBLIC_WINDOW_SEGMENTS } = {},
): string {
  return delayedListing(input, { endList, windowSegments }).text;
}

/**
 * The delayed playlist (`delayedPlaylist`) as text and as what it lists (`listing`, for the other renditions to
 * list the same), with its segments and whether it ends (the stream ended and all of it is public); `headerLines` go
 * after the target duration.
 */
export function delayedListing(
  input: DelayedPlaylistInput,
  {
    endList = false,
    headerLines = [],
    windowSegments = PUBLIC_WINDOW_SEGMENTS,
  }: { endList?: boolean; headerLines?: readonly string[]; windowSegments?: number } = {},
): { text: string; listing: MediaPlaylist; segments: PublicSegment[]; ended: boolean } {
  const { parsed, listed, discontinuitySequence } = publicSegments(input, windowSegments);
  const ended = endList && parsed.ended && listed.at(-1)?.sequence === parsed.segments.at(-1)?.sequence;
  const listing: MediaPlaylist = {
    version: parsed.version,
    targetDuration: PUBLIC_TARGET_DURATION,
    discontinuitySequence,
    segments: listed,
    ended,
  };
  return { text: formatMediaPlaylist(listing, headerLines), listing, segments: listed, ended };
}

/**
 * The segments of ffmpeg's playlist that overlap a cut, each with the cut's slate: the pipeline deletes their
 * files. `first` is the playlist's first sequence number: a segment before it is gone anyway.
 */
export function cutSegments(playlist: string, cuts: readonly LiveCut[], clock: readonly ClockRun[]) {
  const { segments } = parseMediaPlaylist(playlist, clock);
  return {
    first: segments[0]?.sequence ?? 0,
    cut: segments.flatMap((segment) => {
      const slate = cutOver(segment, cuts)?.slate;
      return slate === undefined ? [] : [{ sequence: segment.sequence, uri: segment.uri, slate }];
    }),
  };
}
