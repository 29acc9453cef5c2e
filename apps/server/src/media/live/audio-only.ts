/**
 * The sound-only rendition of a room's public stream (issue 41), for a link too weak for pictures: each of its
 * segments is the courtroom's segment (or the slate in its place) with the picture left out, its sound copied as it
 * is, every timestamp kept. So it lists what the courtroom's playlist lists (the same delay, cuts, slates and end)
 * and a player moving between the two finds the same moment in both.
 */
import { LRUCache } from 'lru-cache';
import { soundOnly } from './mpegts-sound-only.ts';
import { renamedRendition } from './renamed-rendition.ts';
import type { SegmentFile } from './segment-cache.ts';

export const AUDIO_ONLY_PLAYLIST = 'audio.m3u8';
export const audioOnly = renamedRendition('audio-');

/**
 * Enough sound-only segments for what every listener of dozens of rooms asks for within a minute (16 kB each), each
 * made once however many ask.
 */
const SEGMENTS_KEPT = 1024;

/** The sound-only segments, each made from its courtroom's segment when first asked for (mpegts-sound-only.ts). */
export function createAudioOnlySegments() {
  const made = new LRUCache<string, SegmentFile>({ max: SEGMENTS_KEPT });

  /**
   * The sound-only segment made from `source`, a segment file read at `path` (its etag names this version); it
   * throws for a segment without sound.
   */
  function of(path: string, source: SegmentFile): SegmentFile {
    const key = `${path}:${source.etag}`;
    const known = made.get(key);
    if (known) return known;
    const sound = {
      bytes: soundOnly(source.bytes),
      etag: `${source.etag.slice(0, -1)}-a"`,
      modifiedAt: source.modifiedAt,
    };
    made.set(key, sound);
    return sound;
  }

  return { of };
}
