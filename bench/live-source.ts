// The live stream the live benches watch: the demo Judge records a room's hearing over the socket, in 2 s chunks
// of a live ffmpeg source, with streaming on, as the judge's browser does.
import { spawn } from 'node:child_process';
import {
  API_PREFIX,
  COURTROOM_EVENTS as E,
  LOW_RENDITION,
  RECORDING,
  RECORDING_PRESETS,
  SOCKET_EVENTS,
  SOCKET_PATH,
  courtDate,
  type CauseListDay,
  type CourtroomAck,
  type RecordingMimeType,
  type RecordingStarted,
} from '@nyaya/shared';
import { io, type Socket } from 'socket.io-client';
import { demoToken } from './lib.ts';
import { LOW_RUNG_BITRATE } from './live-media.ts';

export const LIVE_MIME_TYPE: RecordingMimeType = 'video/x-matroska;codecs=avc1,opus';
const PRESET = RECORDING_PRESETS.medium;

async function granted<T>(socket: Socket, event: string, payload: unknown, timeoutMs = 10_000): Promise<T> {
  const ack = (await socket.timeout(timeoutMs).emitWithAck(event, payload)) as CourtroomAck<T>;
  if (!ack.status) throw new Error(`${event} refused: ${ack.message}`);
  return ack.data;
}

async function judgeSocket(baseUrl: string, token: string): Promise<Socket> {
  const socket = io(baseUrl, { path: SOCKET_PATH, transports: ['websocket'], auth: { token } });
  await new Promise((resolve, reject) => {
    socket.once(SOCKET_EVENTS.sessionReady, resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Today's streamable hearing of the room, as the judge's cause-list panel lists it. */
async function todaysHearing(baseUrl: string, token: string, room: string): Promise<number> {
  const response = await fetch(`${baseUrl}${API_PREFIX}/causeList/reader/getDayList?date=${courtDate()}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const day = ((await response.json()) as { data: CauseListDay }).data;
  const hearing = day.entries.find((entry) => entry.roomId === room && entry.streamable);
  if (!hearing) throw new Error(`no streamable hearing in ${room} today`);
  return hearing.hearingId;
}

export type OnAirJudge = { socket: Socket; sessionId: string };

/** How long Stop Recording may take to answer: the MP4 is made of the whole hearing first. */
const FINALISING_MS = 120_000;

/** The judge stops the recording; resolves once the hearing's MP4 is made. */
export async function stopLiveRecording({ socket, sessionId }: OnAirJudge, room: string): Promise<void> {
  await granted(socket, E.stopRecording, { roomId: room, sessionId }, FINALISING_MS);
}

/** The demo Judge in `room`, today's hearing set, streaming on and a recording started. */
export async function judgeOnAir(baseUrl: string, room: string): Promise<OnAirJudge> {
  const token = await demoToken(baseUrl, 'Judge');
  const socket = await judgeSocket(baseUrl, token);
  await granted(socket, E.joinRoom, {});
  await granted(socket, E.setHearing, { roomId: room, hearingId: await todaysHearing(baseUrl, token, room) });
  await granted(socket, E.setStreaming, { roomId: room, streaming: true });
  const { sessionId } = await granted<RecordingStarted>(socket, E.startRecording, {
    roomId: room,
    mimeType: LIVE_MIME_TYPE,
  });
  return { socket, sessionId };
}

/** One live encoding of the source: its picture's height and bit rate arguments, where it goes. */
function encoding(height: number, videoBitrate: string[], target: string) {
  const keyframeInterval = (RECORDING.keyFrameIntervalMs / 1000) * PRESET.fps;
  return [
    ...['-map', `[v${height}]`, '-map', '1:a'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-g', String(keyframeInterval)],
    ...[...videoBitrate, '-pix_fmt', 'yuv420p', '-c:a', 'libopus', '-b:a', '96k'],
    ...['-f', 'matroska', '-cluster_time_limit', '100', '-flush_packets', '1', target],
  ];
}

/**
 * A camera-like source: the test pattern encoded live (x264 zerolatency, keyframe every 2 s) at the rate it is
 * captured, in Matroska clusters of 100 ms so bytes leave as soon as frames are encoded, as MediaRecorder's do;
 * with `lowRung`, also at 360p and 400 kb/s on fd 3, its keyframes on the same frames (as the judge's page records
 * its low rendition beside the recording). Without `seconds` it runs until stopped.
 */
function liveSource(seconds: number | undefined, lowRung: boolean) {
  const low = LOW_RENDITION.height;
  const scale = lowRung ? `split[v${PRESET.height}][full];[full]scale=-2:${low}` : 'null';
  return spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=${PRESET.width}x${PRESET.height}:rate=${PRESET.fps}`],
      ...['-re', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
      ...(seconds === undefined ? [] : ['-t', String(seconds)]),
      ...['-filter_complex', `[0:v]${scale}[v${lowRung ? low : PRESET.height}]`],
      ...encoding(PRESET.height, ['-b:v', '2500k'], 'pipe:1'),
      ...(lowRung ? encoding(low, LOW_RUNG_BITRATE, 'pipe:3') : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit', 'pipe'] },
  );
}

export type ChunkUpload = { sentAt: number; ackMs: number };

export type LiveRecording = {
  /** Capture of media time t happens at `captureStart + t` at the earliest: the source is paced from its spawn. */
  captureStart: number;
  /** Ends the source early; `finished` still waits for the last chunk. */
  stop: () => void;
  /** Every chunk's upload, once the last one is acked. */
  finished: Promise<ChunkUpload[]>;
};

/**
 * Records the live source (for `seconds`, else until stopped), sending what it encoded every timeslice; with
 * `lowRung`, the low rendition's too, each after the recording's chunk of the same timeslice is acked.
 */
export function recordLive(
  { socket, sessionId }: OnAirJudge,
  { seconds, lowRung = false }: { seconds?: number; lowRung?: boolean } = {},
): LiveRecording {
  const captureStart = performance.now();
  const source = liveSource(seconds, lowRung);
  const pending: Buffer[] = [];
  const pendingLow: Buffer[] = [];
  source.stdio[1]?.on('data', (bytes: Buffer) => pending.push(bytes));
  source.stdio[3]?.on('data', (bytes: Buffer) => pendingLow.push(bytes));
  const sourceEnded = new Promise((resolve) => source.on('close', resolve));

  const uploads: ChunkUpload[] = [];
  let seq = 0;
  let uploading = Promise.resolve();
  const sendPending = (isLastChunk: boolean) => {
    const chunk = Buffer.concat(pending.splice(0));
    const low = Buffer.concat(pendingLow.splice(0));
    const current = seq++;
    uploading = uploading.then(async () => {
      const sentAt = performance.now();
      await granted(socket, E.videoChunk, {
        sessionId,
        seq: current,
        isFirstChunk: current === 0,
        isLastChunk,
        chunk,
      });
      uploads.push({ sentAt, ackMs: performance.now() - sentAt });
      if (low.length > 0) await granted(socket, E.lowRungChunk, { sessionId, chunk: low });
    });
    // A refused or lost chunk fails `finished`, not the bench's process the moment it happens.
    uploading.catch(() => undefined);
  };
  // MediaRecorder hands over a chunk every timeslice: what was encoded since the previous one.
  const recorder = setInterval(() => sendPending(false), RECORDING.chunkIntervalMs);
  const finished = sourceEnded.then(async () => {
    clearInterval(recorder);
    sendPending(true);
    await uploading;
    return uploads;
  });
  // SIGINT: ffmpeg closes the Matroska stream properly before it exits.
  return { captureStart, stop: () => source.kill('SIGINT'), finished };
}
