import type { MediaPlaylist } from './media-playlist.ts';

/**
 * A rendition of a room's public stream that lists what the courtroom's playlist lists (the same delay, cuts, slates
 * and end), each segment under a name of its own: `prefix` and the courtroom segment's name. A player moving between
 * renditions finds the same moment in each.
 */
export function renamedRendition(prefix: string) {
  const nameOf = (segment: string) => `${prefix}${segment}`;
  return {
    /** The rendition's name for the courtroom's segment `segment`. */
    nameOf,
    /** The courtroom's segment a name of this rendition stands for; undefined for a name of another. */
    sourceOf: (name: string) => (name.startsWith(prefix) ? name.slice(prefix.length) : undefined),
    /** The courtroom's public playlist as this rendition lists it. */
    listingOf: (listing: MediaPlaylist): MediaPlaylist => ({
      ...listing,
      segments: listing.segments.map((segment) => ({ ...segment, uri: nameOf(segment.uri) })),
    }),
  };
}
