import type { CourtName } from './courts.ts';
import type { KeptText } from './messages.ts';

/** spec.md §9 "Recording presets": what the judge's browser composes the courtroom at. */
export const RECORDING_PRESETS = {
  high: { width: 1920, height: 1080, fps: 30 },
  medium: { width: 1280, height: 720, fps: 25 },
  low: { width: 640, height: 360, fps: 20 },
} as const;
export type RecordingPreset = keyof typeof RECORDING_PRESETS;
export const DEFAULT_RECORDING_PRESET: RecordingPreset = 'medium';

/** spec.md §9: MediaRecorder chunks, per-participant audio gain, the preview, capture rate. */
export const RECORDING = {
  chunkIntervalMs: 2000,
  /** docs/decisions/media-pipeline.md 2: every chunk (and so every HLS segment) starts on a keyframe. */
  keyFrameIntervalMs: 2000,
  participantAudioGain: 0.5,
  preview: { width: 960, height: 540, columns: 4 },
  captureFps: 25,
  /** The largest chunk the server takes: 2 s of 1080p30 at a generous bitrate. */
  maxChunkBytes: 8 * 1024 * 1024,
  /**
   * A chunk the server has not acknowledged this long raises the alarm on the judge's page and the room's
   * control-room card: what it holds is not saved (issue 36: a first chunk refused for ever lost a hearing).
   */
  ackAlarmMs: 6000,
  /** A recorder blob smaller than this waits to be sent with the next (Chromium may hand over a single byte). */
  minChunkBytes: 64,
  /**
   * A session whose recorder's sockets are all gone and that has had no chunk this long is finalised by the
   * server (RECORDING_ABANDON_SECONDS); the same judge back within it resumes the recording.
   */
  abandonSeconds: 120,
  /** A host who left the room on purpose: once no chunk came for this long, the server finalises the session. */
  leftQuietMs: 4000,
  /** A failed finalisation is tried again after firstMs, then 4 times longer each time, at most maxMs apart. */
  finaliseRetry: { firstMs: 30_000, maxMs: 3_600_000 },
} as const;

/**
 * What the browser records in, best first (docs/decisions/media-pipeline.md 2): H.264 is copied into the HLS and
 * the MP4 as it comes; VP9 and VP8 are transcoded by the server.
 */
export const RECORDING_MIME_TYPES = [
  'video/webm;codecs=h264,opus',
  'video/x-matroska;codecs=avc1,opus',
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
] as const;
export type RecordingMimeType = (typeof RECORDING_MIME_TYPES)[number];

/** Whether the server can copy a recording's video (H.264) rather than transcode it. */
export function isH264Recording(mimeType: RecordingMimeType): boolean {
  return /h264|avc1/.test(mimeType);
}

/** HLS to the public: 2 s segments with program-date-time, held back by the room's delay. */
export const HLS_SEGMENT_SECONDS = 2;
/**
 * How many segments behind the live edge the /stream player plays (hls.js, 3 by default), besides the time it
 * allows to fetch the next one: one keeps glass-to-glass within 6 s at delay 0 (BENCHMARKS.md).
 */
export const LIVE_PLAYER_SYNC_SEGMENTS = 1;
/**
 * With Data saver, or on a link the browser estimates weak (WEAK_LINK_BITS_PER_SECOND), the player keeps hls.js's
 * own distance and does not catch up faster than real time: a segment that comes late then costs no stall (on 2G,
 * one segment behind and catching up, the sound alone stalled 4 times in 3 minutes: BENCHMARKS.md, the weak-link
 * section).
 */
export const STEADY_SYNC_SEGMENTS = 3;
/**
 * A link the browser estimates slower than this plays the live stream steady, as Data saver does: under twice
 * what the low rendition takes at its peak (about 500 kb/s with its sound), where the player one segment behind the
 * live edge, catching up, stalled on 3G (2 stalls in 3 minutes; BENCHMARKS.md, the weak-link section). Chromium
 * says 1.5 Mb/s before it has measured anything: not weak.
 */
export const WEAK_LINK_BITS_PER_SECOND = 1_000_000;

/**
 * The sound of every rendition made for a weak link, live and recorded: AAC-LC at 64 kb/s, clear for speech and
 * within reach of a 2G link (docs/decisions/media-pipeline.md 7).
 */
export const RENDITION_AUDIO_BITRATE = 64_000;
/** The low video rendition of a recording (issue 41): about 360p, its picture at most this many bits a second. */
export const LOW_RENDITION = { height: 360, videoBitrate: 400_000 } as const;

/** A recording's versions made for a weak link besides the one it was recorded in. */
export const VIEWING_VERSIONS = ['low', 'audio'] as const;
export type ViewingVersion = (typeof VIEWING_VERSIONS)[number];

/** What a relay to YouTube or Facebook is doing, as the control-room card shows it, and since when (ISO). */
export type RelayState =
  | { platform: 'youtube' | 'facebook'; status: 'connecting' | 'live'; since: string }
  | { platform: 'youtube' | 'facebook'; status: 'failed'; reason: string; since: string };

/** start-recording answers the session to send chunks to, and the next seq it expects (0, or where it resumes). */
export type RecordingStarted = { sessionId: string; nextSeq: number };

/**
 * What a viewer of a room's public stream (/stream) is shown: the courtroom while it is streamed, else a slate
 * with the message (the pause reason's, or MESSAGES.courtNotInSession).
 */
export type PublicStreamState = { roomId: string; live: true } | ({ roomId: string; live: false } & KeptText);

/** GET /live/hearings/:hearingId: the hearing a viewer chose in search and where its room's stream is. */
export type LiveHearing = {
  hearingId: number;
  roomId: string;
  cnr: string;
  caseNumber: string;
  courtName: CourtName;
  /** The room's delay in minutes: a viewer sees the hearing this late. */
  delayMinutes: number;
  /** The room's delayed HLS playlist, an absolute path on this origin. */
  playlistUrl: string;
  /**
   * Ours (issue 41): the room's multivariant playlist, listing the courtroom's rendition, its low one while the
   * judge's browser sends it, and the sound alone: the player chooses by the link and its own size.
   */
  renditionsUrl: string;
  /** The same stream's sound alone (its audio-only rendition, for a weak link): what Data saver plays. */
  audioPlaylistUrl: string;
  state: PublicStreamState;
};

/** spec.md §8 "Video player error types": what the /stream player reports a failure as. */
export const PLAYER_ERROR_TYPES = ['NetworkError', 'MediaError', 'OtherError'] as const;
export type PlayerErrorType = (typeof PLAYER_ERROR_TYPES)[number];
