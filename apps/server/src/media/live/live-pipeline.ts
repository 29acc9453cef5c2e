import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import {
  HLS_SEGMENT_SECONDS,
  MESSAGES,
  RECORDING,
  STREAM_DELAY_MINUTES,
  isH264Recording,
  type IngestState,
  type RecordingMimeType,
} from '@nyaya/shared';
import type { FastifyBaseLogger } from 'fastify';
import { diesWithServer } from '../dies-with-server.ts';
import { recordingVideoArgs } from '../ffmpeg.ts';
import { CLUSTER_ID, clusterTimestampAt, startsMatroska } from '../recording/matroska.ts';
import {
  LIVE_SEGMENT_TEMPLATE,
  addClockRun,
  addCut,
  closeOpenCuts,
  deleteCutSegments,
  deleteRecordingHeader,
  liveRoomDir,
  livePlaylistPath,
  readCuts,
  readIfExists,
  readRecordingHeader,
  readRecordingStart,
  settleClockRun,
  startOpenCutBy,
  writeRecordingHeader,
  writeRecordingStart,
} from './live-files.ts';
import { cutAt } from './delayed-playlist.ts';
import { writtenDate } from './media-playlist.ts';
import { prepareSlate, streamClockSeconds } from './slate.ts';
import {
  LISTED_SEGMENTS,
  endStream,
  fillOffAir,
  prepareStream,
  streamEnd,
  unpublishedFrom,
} from './stream-playlist.ts';

/** How long an ending ffmpeg may take to write its last segment before it is killed. */
const EXIT_GRACE_MS = 10_000;

/** A recording starts with the EBML header; its bytes up to the first cluster let a new ffmpeg join mid-stream. */
const streamHeaderOf = (bytes: Buffer) => {
  if (!startsMatroska(bytes)) return undefined;
  const cluster = bytes.indexOf(CLUSTER_ID);
  return Buffer.from(cluster === -1 ? bytes : bytes.subarray(0, cluster));
};

type Ffmpeg = ChildProcessByStdio<Writable, null, Readable>;

type Chunk = {
  bytes: Buffer;
  mimeType: RecordingMimeType;
  onAir: boolean;
  arrivedAt: number;
  /** Stored by a process that crashed: the stream may have it already (ArrivedChunk). */
  replayed: boolean;
};

/**
 * How far before the stream's end a replayed cluster may start and still be taken as the first the stream lacks:
 * the segments' dates are the capture's to within a few tenths of a second (bench/soak), and a cluster is a
 * keyframe's 2 s.
 */
const REPLAY_OVERLAP_MS = 500;

type RoomPipeline = {
  roomId: string;
  dir: string;
  mimeType: RecordingMimeType;
  /** The current recording's header, fed first to every ffmpeg restarted mid-stream; also on disk. */
  header?: Buffer;
  ffmpeg?: Ffmpeg;
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

export type LivePipelines = {
  /**
   * The next chunk of the room's recording, in order. A chunk that starts a recording begins a new stream. Off
   * air, ffmpeg is stopped and the chunk only remembered as far as a later restart needs (the recording's header).
   */
  push(
    roomId: string,
    bytes: Buffer,
    mimeType: RecordingMimeType,
    onAir: boolean,
    arrivedAt?: number,
    options?: { replayed?: boolean },
  ): void;
  /**
   * The recording stopped: ffmpeg writes its last segment and exits, the playlist ends, and the recording's
   * header is deleted.
   */
  end(roomId: string): Promise<void>;
  /**
   * The room went off air (paused, Dismissed, no hearing): what the delay still holds back, and everything until
   * it is on air again, is shown as the slate saying `slate`; the held-back segments are deleted.
   */
  cut(roomId: string, delayMinutes: number, slate: string, now?: number): Promise<void>;
  stopAll(): Promise<void>;
};

type Options = {
  mediaDir: string;
  log: FastifyBaseLogger;
  ffmpegPath?: string;
  /**
   * A room's ffmpeg died or could not start (the reason), or one restarted after that has run for a while (null).
   */
  onFailure?: (roomId: string, reason: string | null) => void;
  /** The room's ffmpeg started, died or could not start, or was stopped on purpose (undefined). */
  onIngest?: (roomId: string, state: IngestState | undefined) => void;
  /** The room's delay: a new stream keeps the last one's playlist while that is still held back. */
  delayOf?: (roomId: string) => Promise<number>;
  /** A new stream replaces the room's playlist, the last one's files with it: `clear` does it. */
  replaceStream?: (roomId: string, clear: () => Promise<void>) => Promise<void>;
};

/** How long a restarted ffmpeg must run before its room's failure is cleared. */
const RECOVERED_AFTER_MS = 10_000;

/** Exported for bench/live-courtroom.ts, which measures what these arguments cost. */
export function liveFfmpegArgs(
  dir: string,
  mimeType: RecordingMimeType,
  { capturedAt = Date.now(), firstSequence }: { capturedAt?: number; firstSequence?: number } = {},
): string[] {
  return [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'matroska', '-i', 'pipe:0'],
    ...['-map', '0:v:0', '-map', '0:a:0?'],
    ...recordingVideoArgs(mimeType),
    // Keyframes every segment length even when the recorder's frame rate is not 25.
    ...(isH264Recording(mimeType)
      ? []
      : ['-force_key_frames', `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`]),
    ...['-c:a', 'aac', '-b:a', '128k'],
    // Timestamps on the stream's clock: a restart, and the slate between, go on from where the last left off.
    ...['-output_ts_offset', streamClockSeconds(capturedAt).toFixed(3)],
    ...['-f', 'hls', '-hls_time', String(HLS_SEGMENT_SECONDS), '-hls_list_size', String(LISTED_SEGMENTS)],
    ...(firstSequence === undefined ? [] : ['-start_number', String(firstSequence)]),
    // append_list: a restarted ffmpeg continues the numbering after a discontinuity; omit_endlist: players keep
    // polling across a restart.
    ...['-hls_flags', 'program_date_time+independent_segments+append_list+delete_segments+omit_endlist'],
    ...['-hls_segment_filename', join(dir, LIVE_SEGMENT_TEMPLATE), livePlaylistPath(dir)],
  ];
}

/** One ffmpeg per streaming room turning the recording's webm byte stream into HLS under MEDIA_DIR/live/<room>. */
export function createLivePipelines({
  mediaDir,
  log,
  ffmpegPath = 'ffmpeg',
  onFailure = () => undefined,
  onIngest = () => undefined,
  delayOf = async () => STREAM_DELAY_MINUTES.max,
  replaceStream = (_roomId, clear) => clear(),
}: Options): LivePipelines {
  const rooms = new Map<string, RoomPipeline>();

  /**
   * Starts ffmpeg on the room, its first frame captured at `capturedAt`: what it writes is dated that much late
   * (clock.json), and its timestamps go on from there on the stream's clock.
   */
  async function start(roomId: string, room: RoomPipeline, midStream: boolean, capturedAt: number) {
    stopFilling(room);
    // On air again from the first frame this ffmpeg reads; a stretch off air ends there, and not before the last
    // of the slate's places: the filler adds them up to now, past that frame's capture, and a place outside the
    // stretch would be listed as a court segment nobody wrote (the court's are dated after it).
    await closeOpenCuts(room.dir, Math.max(capturedAt, (await streamEnd(room.dir)) ?? capturedAt));
    const { firstSequence, fresh } = await prepareStream(
      room.dir,
      await delayOf(roomId),
      Date.now(),
      (clear) => replaceStream(roomId, clear),
    );
    // ffmpeg dates its first segment from the moment it starts, a moment from now.
    const shiftMs = Math.max(0, Date.now() - capturedAt);
    await addClockRun(room.dir, { fromSequence: firstSequence, shiftMs, startsAt: capturedAt });
    room.unsettledRun = firstSequence;
    const args = liveFfmpegArgs(room.dir, room.mimeType, {
      capturedAt,
      firstSequence: fresh ? firstSequence : undefined,
    });
    const ffmpeg = spawn(...diesWithServer(ffmpegPath, args), { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    ffmpeg.stderr.on('data', (data: Buffer) => {
      stderr = (stderr + data.toString()).slice(-2000);
    });
    // Writing to an ffmpeg that just died fails with EPIPE; the close below reports it.
    ffmpeg.stdin.on('error', () => undefined);
    ffmpeg.on('error', (error) => log.error({ roomId, err: error }, 'live ffmpeg could not start'));
    room.ffmpeg = ffmpeg;
    onIngest(roomId, { status: 'running', since: new Date().toISOString() });
    const recovered = room.failed
      ? setTimeout(() => {
          room.failed = false;
          onFailure(roomId, null);
        }, RECOVERED_AFTER_MS)
      : undefined;
    recovered?.unref();
    room.exited = new Promise((resolve) => {
      ffmpeg.on('close', (code, signal) => {
        clearTimeout(recovered);
        if (room.ffmpeg === ffmpeg) {
          room.ffmpeg = undefined;
          room.failed = true;
          log.error({ roomId, code, signal, stderr }, 'live ffmpeg died; the next chunk restarts it');
          const reason = stderr.trim().split('\n').pop() || `ffmpeg exited (${signal ?? code})`;
          onIngest(roomId, { status: 'failed', since: new Date().toISOString(), reason });
          onFailure(roomId, reason);
        }
        resolve();
      });
    });
    if (midStream && room.header) ffmpeg.stdin.write(room.header);
    room.awaitingCluster = midStream;
  }

  async function stop(room: RoomPipeline) {
    onIngest(room.roomId, undefined);
    const { ffmpeg, exited } = room;
    if (!ffmpeg || !exited) return;
    room.ffmpeg = undefined;
    ffmpeg.stdin.end();
    const timer = setTimeout(() => ffmpeg.kill('SIGKILL'), EXIT_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }

  /**
   * When the courtroom captured the first frame ffmpeg will read of this chunk: the recording's start plus the
   * timestamp of the chunk's first cluster; without one, the chunk's own start (it arrived once complete).
   */
  async function capturedAtOf(room: RoomPipeline, bytes: Buffer, arrivedAt: number) {
    room.capturedFrom ??= await readRecordingStart(room.dir);
    const cluster = bytes.indexOf(CLUSTER_ID);
    return clusterCapturedAt(room, bytes, cluster) ?? arrivedAt - RECORDING.chunkIntervalMs;
  }

  /** When the courtroom captured the cluster at `at` (the recording's start plus its timestamp), if known. */
  function clusterCapturedAt(room: RoomPipeline, bytes: Buffer, at: number) {
    const timestamp = at === -1 ? undefined : clusterTimestampAt(bytes, at);
    return timestamp === undefined || room.capturedFrom === undefined
      ? undefined
      : room.capturedFrom + timestamp;
  }

  /**
   * Of a replayed chunk, what the stream lacks: from its first cluster captured no earlier than where the stream's
   * segments end (the dead ffmpeg wrote those) and not while the room was off air; nothing when it has all of it.
   * Once a replay started this process's ffmpeg, the rest follows whole.
   */
  async function lackedPart(room: RoomPipeline, bytes: Buffer): Promise<Buffer | undefined> {
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

  async function feed(roomId: string, room: RoomPipeline, chunk: Chunk) {
    const { mimeType, onAir, arrivedAt } = chunk;
    const bytes = chunk.replayed ? await lackedPart(room, chunk.bytes) : chunk.bytes;
    if (!bytes) return;
    const header = streamHeaderOf(bytes);
    if (header) {
      // A new recording: the old ffmpeg finishes first, the two never write the playlist at once.
      await stop(room);
      room.header = header;
      room.mimeType = mimeType;
      // The browser hands a chunk over once it is complete: the recording began a chunk before it arrived.
      room.capturedFrom = arrivedAt - RECORDING.chunkIntervalMs;
      await mkdir(room.dir, { recursive: true });
      await writeRecordingHeader(room.dir, header);
      await writeRecordingStart(room.dir, room.capturedFrom);
    }
    if (!onAir) {
      await stop(room);
      // Off air after a restart: the slate goes on where the stopped process left it.
      if (!room.offAirFiller && (await readCuts(room.dir)).some((cut) => cut.to === null)) {
        startFilling(roomId, room);
      }
      return;
    }
    if (!room.ffmpeg) {
      // A recording resumed after a restart: this process never saw its start, the disk did.
      room.header ??= await readRecordingHeader(room.dir);
      if (!room.header) return lostRecordingStart(roomId, room);
      await mkdir(room.dir, { recursive: true });
      await start(roomId, room, !header, await capturedAtOf(room, bytes, arrivedAt));
    }
    const from = room.awaitingCluster ? bytes.indexOf(CLUSTER_ID) : 0;
    if (from === -1) return;
    room.awaitingCluster = false;
    room.ffmpeg?.stdin.write(bytes.subarray(from));
    await settleClock(room);
  }

  /** Once ffmpeg has listed its run's first segment, how late it dates them is kept for the whole run. */
  async function settleClock(room: RoomPipeline) {
    if (room.unsettledRun === undefined) return;
    const text = await readIfExists(livePlaylistPath(room.dir));
    const firstDated = text === undefined ? undefined : writtenDate(text, room.unsettledRun);
    if (firstDated === undefined) return;
    await settleClockRun(room.dir, room.unsettledRun, firstDated);
    room.unsettledRun = undefined;
  }

  /** ffmpeg cannot read a recording from its middle: the room's stream stays down until the next recording. */
  function lostRecordingStart(roomId: string, room: RoomPipeline) {
    if (room.failed) return;
    room.failed = true;
    log.error(
      { roomId },
      'live chunk without the start of its recording: the stream waits for a new recording',
    );
    const reason = MESSAGES.liveStreamLostRecordingStart;
    onIngest(roomId, { status: 'failed', since: new Date().toISOString(), reason });
    onFailure(roomId, reason);
  }

  /** Every segment length while the room is off air, the slate's places up to now are added to the playlist. */
  function startFilling(roomId: string, room: RoomPipeline) {
    stopFilling(room);
    room.offAirFiller = setInterval(
      () => void enqueue(roomId, room, () => fillOffAir(room.dir, Date.now())),
      HLS_SEGMENT_SECONDS * 1000,
    );
  }

  function stopFilling(room: RoomPipeline) {
    clearInterval(room.offAirFiller);
    room.offAirFiller = undefined;
  }

  /** Every step of a room runs after the previous one: chunks reach ffmpeg in order, a cut after them. */
  function enqueue(roomId: string, room: RoomPipeline, step: () => Promise<void>) {
    room.queue = room.queue
      .then(step)
      .catch((error: unknown) => log.error({ roomId, err: error }, 'live pipeline'));
    return room.queue;
  }

  function roomOf(roomId: string, mimeType: RecordingMimeType) {
    const existing = rooms.get(roomId);
    if (existing) return existing;
    const room: RoomPipeline = {
      roomId,
      dir: liveRoomDir(mediaDir, roomId),
      mimeType,
      queue: Promise.resolve(),
    };
    rooms.set(roomId, room);
    return room;
  }

  return {
    push(roomId, bytes, mimeType, onAir, arrivedAt = Date.now(), { replayed = false } = {}) {
      const room = roomOf(roomId, mimeType);
      void enqueue(roomId, room, () => feed(roomId, room, { bytes, mimeType, onAir, arrivedAt, replayed }));
    },

    async end(roomId) {
      const dir = liveRoomDir(mediaDir, roomId);
      const ending = async () => {
        await closeOpenCuts(dir, Date.now());
        await endStream(dir);
        await deleteRecordingHeader(dir);
      };
      const room = rooms.get(roomId);
      // Also when this process had no chunk of it: a later recording must never be read after this one's header.
      if (!room) return ending();
      await enqueue(roomId, room, async () => {
        stopFilling(room);
        await stop(room);
        room.header = undefined;
        room.capturedFrom = undefined;
        await ending();
      });
    },

    async cut(roomId, delayMinutes, slate, now = Date.now()) {
      const dir = liveRoomDir(mediaDir, roomId);
      // Recorded before anything else: from now on the route lists nothing the cut covers.
      await addCut(dir, { from: await unpublishedFrom(dir, delayMinutes, now), to: null, slate });
      prepareSlate(dir, slate).catch((error: unknown) => log.error({ roomId, err: error }, 'slate'));
      const room = rooms.get(roomId);
      // ffmpeg still holds the last part of a segment: it is written, then deleted with the rest.
      if (room) {
        await enqueue(roomId, room, async () => {
          await stop(room);
          startFilling(roomId, room);
        });
      }
      const end = await streamEnd(dir);
      if (end !== undefined) await startOpenCutBy(dir, end);
      await deleteCutSegments(dir);
    },

    async stopAll() {
      await Promise.all(
        [...rooms].map(([roomId, room]) => {
          stopFilling(room);
          return enqueue(roomId, room, () => stop(room));
        }),
      );
    },
  };
}
