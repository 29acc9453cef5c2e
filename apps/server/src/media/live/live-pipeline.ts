import { mkdir } from 'node:fs/promises';
import {
  HLS_SEGMENT_SECONDS,
  MESSAGES,
  RECORDING,
  STREAM_DELAY_MINUTES,
  type RecordingMimeType,
} from '@nyaya/shared';
import { CLUSTER_ID } from '../recording/matroska.ts';
import { capturedAtOf, lackedPart, streamHeaderOf } from './chunk-capture.ts';
import {
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
import { liveFfmpegArgs, spawnLiveFfmpeg, stopLiveFfmpeg, type LiveFfmpegWatch } from './live-ffmpeg.ts';
import { writtenDate } from './media-playlist.ts';
import type { RoomPipeline } from './room-pipeline.ts';
import { prepareSlate } from './slate.ts';
import { endStream, fillOffAir, prepareStream, streamEnd, unpublishedFrom } from './stream-playlist.ts';

type Chunk = {
  bytes: Buffer;
  mimeType: RecordingMimeType;
  onAir: boolean;
  arrivedAt: number;
  /** Stored by a process that crashed: the stream may have it already (ArrivedChunk). */
  replayed: boolean;
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
  /** When the room's current recording began in the courtroom (epoch ms), once every chunk pushed so far is fed. */
  recordingStart(roomId: string): Promise<number | undefined>;
  stopAll(): Promise<void>;
};

type Options = Pick<LiveFfmpegWatch, 'log'> &
  Partial<Omit<LiveFfmpegWatch, 'log'>> & {
    mediaDir: string;
    /** The room's delay: a new stream keeps the last one's playlist while that is still held back. */
    delayOf?: (roomId: string) => Promise<number>;
    /** A new stream replaces the room's playlist, the last one's files with it: `clear` does it. */
    replaceStream?: (roomId: string, clear: () => Promise<void>) => Promise<void>;
    /**
     * When a recording whose first chunk arrived at `arrivedAt` began in the courtroom; by default a chunk before it
     * (the browser hands a chunk over once it is complete). Undefined drops the chunk: a stream that cannot be
     * dated is not made.
     */
    recordingStartOf?: (roomId: string, arrivedAt: number) => Promise<number | undefined>;
  };

/** One ffmpeg per streaming room turning the recording's webm byte stream into HLS under MEDIA_DIR/live/<room>. */
export function createLivePipelines({
  mediaDir,
  log,
  ffmpegPath = 'ffmpeg',
  onFailure = () => undefined,
  onIngest = () => undefined,
  delayOf = async () => STREAM_DELAY_MINUTES.max,
  replaceStream = (_roomId, clear) => clear(),
  recordingStartOf = async (_roomId, arrivedAt) => arrivedAt - RECORDING.chunkIntervalMs,
}: Options): LivePipelines {
  const rooms = new Map<string, RoomPipeline>();
  const watch: LiveFfmpegWatch = { log, ffmpegPath, onFailure, onIngest };

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
    spawnLiveFfmpeg(room, args, watch);
    if (midStream && room.header) room.ffmpeg?.stdin.write(room.header);
    room.awaitingCluster = midStream;
  }

  const stop = (room: RoomPipeline) => stopLiveFfmpeg(room, watch);

  async function feed(roomId: string, room: RoomPipeline, chunk: Chunk) {
    const { mimeType, onAir, arrivedAt } = chunk;
    const bytes = chunk.replayed ? await lackedPart(room, chunk.bytes) : chunk.bytes;
    if (!bytes) return;
    const header = streamHeaderOf(bytes);
    if (header) {
      // A new recording: the old ffmpeg finishes first, the two never write the playlist at once.
      await stop(room);
      room.mimeType = mimeType;
      room.capturedFrom = await recordingStartOf(roomId, arrivedAt);
      room.header = room.capturedFrom === undefined ? undefined : header;
      await mkdir(room.dir, { recursive: true });
      if (room.capturedFrom === undefined) {
        await deleteRecordingHeader(room.dir);
        return;
      }
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

    async recordingStart(roomId) {
      const room = rooms.get(roomId);
      if (!room) return readRecordingStart(liveRoomDir(mediaDir, roomId));
      await enqueue(roomId, room, async () => undefined);
      return room.capturedFrom ?? readRecordingStart(room.dir);
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
