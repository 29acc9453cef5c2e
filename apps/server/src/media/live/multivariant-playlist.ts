/**
 * The room's multivariant playlist (RFC 8216 4.3.4.2): the courtroom as recorded, its low rendition while the judge's
 * browser sends one, and its sound alone, each with what a player chooses by (peak bit rate, picture size, codecs),
 * so that a player on a weak link can pick.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { RECORDING_PRESETS, DEFAULT_RECORDING_PRESET, RENDITION_AUDIO_BITRATE } from '@nyaya/shared';
import { probeStreams } from '../ffmpeg.ts';
import { AUDIO_ONLY_PLAYLIST } from './audio-only.ts';
import { LOW_RUNG_PLAYLIST, lowRungRoomDir, lowRungSegments } from './low-rung.ts';
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

/** What the multivariant playlist says of a rendition with pictures. */
export type VideoRendition = { bandwidth: number; width: number; height: number; videoCodec: string };

/**
 * Until the stream's first segment is listed: the default recording preset, H.264 High at level 3.1 (what the
 * server encodes a VP8 or VP9 recording to) and a bit rate a 720p browser recording stays under.
 */
const BEFORE_THE_FIRST_SEGMENT: VideoRendition = {
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

/** The highest bit rate of the listed segments, as their files stand. */
async function peakBitrate(
  roomDir: string,
  segments: readonly { uri: string; duration: number }[],
): Promise<number | undefined> {
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
): Promise<VideoRendition> {
  const courtroom = listed.filter((segment) => segment.slate === undefined);
  const newest = courtroom.at(-1);
  const picture = newest && (await probePicture(join(roomDir, newest.uri)));
  const bandwidth = await peakBitrate(roomDir, courtroom);
  return { ...BEFORE_THE_FIRST_SEGMENT, ...picture, ...(bandwidth && { bandwidth }) };
}

/**
 * How much of the low rendition's newest segments its peak bit rate is taken over: its files stand for the
 * courtroom's of the last minutes, while the oldest may be of an earlier recording.
 */
const LOW_RUNG_PEAK_SEGMENTS = 30;

/** The low rendition as its newest segments have it; undefined while the room has none. */
export async function lowRungRendition(
  mediaDir: string,
  roomId: string,
): Promise<VideoRendition | undefined> {
  const dir = lowRungRoomDir(mediaDir, roomId);
  const recent = (await lowRungSegments(mediaDir, roomId)).slice(-LOW_RUNG_PEAK_SEGMENTS);
  const newest = recent.at(-1);
  const picture = newest && (await probePicture(join(dir, newest.uri)));
  const bandwidth = await peakBitrate(dir, recent);
  return picture && bandwidth ? { ...picture, bandwidth } : undefined;
}

const streamInf = ({ bandwidth, width, height, videoCodec }: VideoRendition) =>
  `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${width}x${height},CODECS="${videoCodec},${AAC}"`;

/**
 * The multivariant playlist: the courtroom first (a player that does not choose by bit rate plays the first it can),
 * then the low rendition when there is one, then the sound alone.
 */
export function multivariantPlaylist(courtroom: VideoRendition, low?: VideoRendition): string {
  const audioBandwidth = Math.round(RENDITION_AUDIO_BITRATE * SOUND_ONLY_OVERHEAD);
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    streamInf(courtroom),
    COURTROOM_PLAYLIST,
    ...(low ? [streamInf(low), LOW_RUNG_PLAYLIST] : []),
    `#EXT-X-STREAM-INF:BANDWIDTH=${audioBandwidth},CODECS="${AAC}"`,
    AUDIO_ONLY_PLAYLIST,
    '',
  ].join('\n');
}
