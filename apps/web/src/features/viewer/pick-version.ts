import { LOW_RENDITION, type HearingVideo, type ViewingVersion } from '@nyaya/shared';

/** The versions a recording is offered in: as recorded, and those made for a weak link so far. */
export type OfferedVersions = HearingVideo['recordings'][number]['versions'];
export type PlayedVersion = 'source' | ViewingVersion;
/** What the person chose for the picture: the player's choice, or one version whatever the link. */
export type PictureChoice = 'auto' | 'low' | 'source';

/** A version plays when the link carries this many times its rate: a dip in the link then costs no stall. */
export const LINK_HEADROOM = 1.5;
/** After a stall the player keeps the low version this long before it tries the recording as made again. */
export const STALL_HOLD_MS = 60_000;

export type PlayerConditions = {
  dataSaver: boolean;
  choice: PictureChoice;
  /** The browser's estimate of the link (Network Information API), in bits a second; undefined where it has none. */
  downlinkBitsPerSecond: number | undefined;
  /** The height of the picture's box in device pixels. */
  playerHeightPx: number;
  /** When the recording as made last stalled (ms since the epoch); undefined if it has not. */
  stalledAt: number | undefined;
  now: number;
  /** The version playing now, if any. */
  playing: PlayedVersion | undefined;
};

/**
 * The version to play (issue 41 point 3): the sound alone with Data saver; otherwise what the person chose, or by
 * default the recording as made when the link carries it with headroom and the player is taller than the low
 * version, else the low version: a slow link starts low and climbs when the browser's estimate rises, and only a
 * stall takes it back down (for a while), not an estimate that wavers, so it does not switch back and forth.
 */
export function pickVersion(offered: OfferedVersions, conditions: PlayerConditions): PlayedVersion {
  if (conditions.dataSaver && offered.audio) return 'audio';
  if (!offered.low) return 'source';
  if (conditions.choice !== 'auto') return conditions.choice;
  const { stalledAt, now, downlinkBitsPerSecond, playerHeightPx } = conditions;
  if (stalledAt !== undefined && now - stalledAt < STALL_HOLD_MS) return 'low';
  if (playerHeightPx <= LOW_RENDITION.height) return 'low';
  if (conditions.playing === 'source') return 'source';
  const needed = (offered.source.bitsPerSecond ?? Number.POSITIVE_INFINITY) * LINK_HEADROOM;
  return downlinkBitsPerSecond !== undefined && downlinkBitsPerSecond >= needed ? 'source' : 'low';
}
