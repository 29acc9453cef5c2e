import { RECORDING } from '@nyaya/shared';
import { CLUSTER_ID, clusterTimestampAt, startsMatroska } from '../recording/matroska.ts';
import { readCuts, readRecordingStart } from './live-files.ts';
import { cutAt } from './delayed-playlist.ts';
import type { RoomPipeline } from './room-pipeline.ts';
import { streamEnd } from './stream-playlist.ts';

/**
 * How far before the stream's end a replayed cluster may start and still be taken as the first the stream lacks:
 * the segments' dates are the capture's to within a few tenths of a second (bench/soak), and a cluster is a
 * keyframe's 2 s.
 */
const REPLAY_OVERLAP_MS = 500;

/** A recording starts with the EBML header; its bytes up to the first cluster let a new ffmpeg join mid-stream. */
export function streamHeaderOf(bytes: Buffer): Buffer | undefined {
  if (!startsMatroska(bytes)) return undefined;
  const cluster = bytes.indexOf(CLUSTER_ID);
  return Buffer.from(cluster === -1 ? bytes : bytes.subarray(0, cluster));
}

/** When the courtroom captured the cluster at `at` (the recording's start plus its timestamp), if known. */
function clusterCapturedAt(room: RoomPipeline, bytes: Buffer, at: number) {
  const timestamp = at === -1 ? undefined : clusterTimestampAt(bytes, at);
  return timestamp === undefined || room.capturedFrom === undefined
    ? undefined
    : room.capturedFrom + timestamp;
}

/**
 * When the courtroom captured the first frame ffmpeg will read of this chunk: the recording's start plus the
 * timestamp of the chunk's first cluster; without one, the chunk's own start (it arrived once complete).
 */
export async function capturedAtOf(room: RoomPipeline, bytes: Buffer, arrivedAt: number): Promise<number> {
  room.capturedFrom ??= await readRecordingStart(room.dir);
  const cluster = bytes.indexOf(CLUSTER_ID);
  return clusterCapturedAt(room, bytes, cluster) ?? arrivedAt - RECORDING.chunkIntervalMs;
}

/**
 * Of a replayed chunk, what the stream lacks: from its first cluster captured no earlier than where the stream's
 * segments end (the dead ffmpeg wrote those) and not while the room was off air; nothing when it has all of it.
 * Once a replay started this process's ffmpeg, the rest follows whole.
 */
export async function lackedPart(room: RoomPipeline, bytes: Buffer): Promise<Buffer | undefined> {
  if (room.ffmpeg) return bytes;
  room.capturedFrom ??= await readRecordingStart(room.dir);
  const [end, cuts] = await Promise.all([streamEnd(room.dir), readCuts(room.dir)]);
  if (room.capturedFrom === undefined || end === undefined) return undefined;
  for (let at = bytes.indexOf(CLUSTER_ID); at !== -1; at = bytes.indexOf(CLUSTER_ID, at + 1)) {
    const captured = clusterCapturedAt(room, bytes, at);
    if (captured !== undefined && captured >= end - REPLAY_OVERLAP_MS && !cutAt(captured, cuts)) {
      return bytes.subarray(at);
    }
  }
  return undefined;
}
