import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { RecordingMimeType } from '@nyaya/shared';

export type LiveFfmpeg = ChildProcessByStdio<Writable, null, Readable>;

/** What the live pipelines (live-pipeline.ts) keep of one streaming room. */
export type RoomPipeline = {
  roomId: string;
  dir: string;
  mimeType: RecordingMimeType;
  /** The current recording's header, fed first to every ffmpeg restarted mid-stream; also on disk. */
  header?: Buffer;
  ffmpeg?: LiveFfmpeg;
  exited?: Promise<void>;
  /** Its ffmpeg died or could not start, and the failure was reported; cleared once a new one keeps running. */
  failed?: boolean;
  /**
   * Its ffmpeg was started mid-stream and has only the header: it takes the recording from the next cluster on.
   * Bytes from the middle of a cluster would be read as more of the header: ffmpeg then finds streams that are
   * not there and waits seconds of input for them before it writes a segment.
   */
  awaitingCluster?: boolean;
  queue: Promise<void>;
  /** Adds the slate's places to the playlist while the room is off air. */
  offAirFiller?: NodeJS.Timeout;
  /** When the current recording began in the courtroom (epoch ms); also on disk. */
  capturedFrom?: number;
  /** The clock run of its ffmpeg, until ffmpeg has dated the run's first segment (ClockRun). */
  unsettledRun?: number;
};
