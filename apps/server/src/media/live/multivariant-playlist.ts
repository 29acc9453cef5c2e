/**
 * The room's multivariant playlist (RFC 8216 4.3.4.2): the courtroom as recorded and its sound alone, each with
 * what a player chooses by (peak bit rate, picture size, codecs), so that a player on a weak link can pick.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { RECORDING_PRESETS, DEFAULT_RECORDING_PRESET, RENDITION_AUDIO_BITRATE } from '@nyaya/shared';
import { probeStreams } from '../ffmpeg.ts';
import { AUDIO_ONLY_PLAYLIST } from './audio-only.ts';
import type { PublicSegment } from './delayed-playlist.ts';

export const MULTIVARIANT_PLAYLIST = 'master.m3u8';
export const COURTROOM_PLAYLIST = 'index.m3u8';
/** AAC-LC (RFC 6381). */
const AAC = 'mp4a.40.2';
/**
 * What a sound-only segment's transport stream adds to its 64 kb/s of sound (a header every 188 bytes, the PES, PAT
 * and PMT, padding, a packet of the program clock every 80 ms), and what the AAC encoder overshoots: measured 87 to
 * 98 kb/s in 2 s segments.
 */
const SOUND_ONLY_OVERHEAD = 1.6;

/** What the multivariant playlist says of the courtroom's rendition. */
export type CourtroomRendition = { bandwidth: number; width: number; height: number; videoCodec: string };

/**
 * Until the stream's first segment is listed: the default recording preset, H.264 High at level 3.1 (what the
 * server encodes a VP8 or VP9 recording to) and a bit rate a 720p browser recording stays under.
 */
const BEFORE_THE_FIRST_SEGMENT: CourtroomRendition = {
  bandwidth: 2_500_000,
  width: RECORDING_PRESETS[DEFAULT_RECORDING_PRESET].width,
  height: RECORDING_PRESETS[DEFAULT_RECORDING_PRESET].height,
  videoCodec: 'avc1.64001f',
};

/** ffprobe's H.264 profile names as RFC 6381 has them: profile_idc and the constraint flags, in hex. */
const H264_PROFILES: Readonly<Record<string, string>> = {
  'Constrained Baseline': '42e0',
  Baseline: '4200',
  Main: '4d40',
  High: '6400',
};

/** The picture of a courtroom segment: its size and RFC 6381 codec; undefined when it cannot be read. */
async function probePicture(segmentPath: string) {
  try {
    const video = (await probeStreams(segmentPath)).find((stream) => stream.codec_type === 'video');
    const profile = video?.profile === undefined ? undefined : H264_PROFILES[video.profile];
    if (!video?.width || !video.height || !profile || !video.level) return undefined;
    const videoCodec = `avc1.${profile}${video.level.toString(16).padStart(2, '0')}`;
    return { width: video.width, height: video.height, videoCodec };
  } catch {
    // Deleted since it was listed (ffmpeg keeps a window of segments).
    return undefined;
  }
}

/** The highest bit rate of the listed courtroom segments, as their files stand. */
async function peakBitrate(roomDir: string, segments: readonly PublicSegment[]): Promise<number | undefined> {
  const rates = await Promise.all(
    segments.map(async ({ uri, duration }) => {
      const size = (await stat(join(roomDir, uri)).catch(() => undefined))?.size;
      return size === undefined || duration <= 0 ? 0 : (size * 8) / duration;
    }),
  );
  const peak = Math.max(0, ...rates);
  return peak > 0 ? Math.round(peak) : undefined;
}

/** What the room's courtroom rendition is, read from the segments its public playlist lists now. */
export async function courtroomRendition(
  roomDir: string,
  listed: readonly PublicSegment[],
): Promise<CourtroomRendition> {
  const courtroom = listed.filter((segment) => segment.slate === undefined);
  const newest = courtroom.at(-1);
  const picture = newest && (await probePicture(join(roomDir, newest.uri)));
  const bandwidth = await peakBitrate(roomDir, courtroom);
  return { ...BEFORE_THE_FIRST_SEGMENT, ...picture, ...(bandwidth && { bandwidth }) };
}

/** The multivariant playlist: the courtroom first (a player starts with the first it can play), then its sound alone. */
export function multivariantPlaylist(courtroom: CourtroomRendition): string {
  const audioBandwidth = Math.round(RENDITION_AUDIO_BITRATE * SOUND_ONLY_OVERHEAD);
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-STREAM-INF:BANDWIDTH=${courtroom.bandwidth},RESOLUTION=${courtroom.width}x${courtroom.height},CODECS="${courtroom.videoCodec},${AAC}"`,
    COURTROOM_PLAYLIST,
    `#EXT-X-STREAM-INF:BANDWIDTH=${audioBandwidth},CODECS="${AAC}"`,
    AUDIO_ONLY_PLAYLIST,
    '',
  ].join('\n');
}
