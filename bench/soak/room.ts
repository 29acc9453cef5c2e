import {
  COURTROOM_EVENTS as E,
  GENERAL_SOCKET_RECONNECTION,
  RECORDING,
  SOCKET_EVENTS,
  SOCKET_PATH,
  SOCKET_TRANSPORTS,
  type CourtroomAck,
  type RecordingMimeType,
  type RecordingStarted,
} from '@nyaya/shared';
import { io, type Socket } from 'socket.io-client';
import {
  UploadQueue,
  type ChunkPayload,
} from '../../apps/web/src/features/courtroom/recording/upload-queue.ts';

/** As the judge's page (recording-socket.ts): a chunk's ack waits for an fsync, stop for the finalised MP4. */
const CHUNK_ACK_MS = 20_000;
const START_ACK_MS = 10_000;
const FINALISE_ACK_MS = 180_000;
/** As recording-session.ts: resuming is retried until the server is back and has the room again. */
const RESUME_ATTEMPTS = 10;
const RESUME_RETRY_MS = 1000;
/** How long stopping waits for every chunk's ack before it calls the recording failed. */
const DRAIN_MS = 60_000;

export const SOAK_MIME_TYPE: RecordingMimeType = 'video/x-matroska;codecs=avc1,opus';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One reconnect of the host's socket: how long until the session was resumed, and where the server resumed. */
export type Resume = { afterMs: number; serverNextSeq: number; lowestUnacked: number; attempts: number };

/**
 * A room's host as the judge's browser behaves (recording-session.ts): it joins, picks the hearing, turns
 * streaming on and records, handing over one piece every chunk interval in real time; each piece stays in the
 * UploadQueue until acked, and after a reconnect the room is joined again, the session resumed and what is not
 * acked sent again.
 */
export class SoakRoom {
  readonly acked = new Set<number>();
  readonly sessionIds = new Set<string>();
  readonly resumes: Resume[] = [];
  readonly refusals = new Map<string, number>();
  /** Sends of a seq after its first (resends after a timeout or a reconnect). */
  resent = 0;
  given = 0;
  /** When each piece was handed over (epoch ms): its first picture was captured a chunk interval earlier. */
  readonly handedOverAt: number[] = [];
  private readonly sentOnce = new Set<number>();
  private readonly queue: UploadQueue;
  private readonly socket: Socket;
  private sessionId = '';
  private lastSeq = -1;
  private recorder: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private disconnectedAt = 0;
  /** Listened for from the start: the server may say ready before open() runs. */
  private readonly ready: Promise<unknown>;

  constructor(
    url: string,
    token: string,
    readonly room: string,
    private readonly hearingId: number,
    private readonly pieces: Buffer[],
  ) {
    this.socket = io(url, {
      ...GENERAL_SOCKET_RECONNECTION,
      path: SOCKET_PATH,
      transports: [...SOCKET_TRANSPORTS],
      auth: { token },
      forceNew: true,
    });
    this.ready = new Promise((resolve, reject) => {
      this.socket.once(SOCKET_EVENTS.sessionReady, resolve);
      this.socket.once('connect_error', reject);
    });
    // Awaited in open(); a rejection before then is not unhandled.
    this.ready.catch(() => undefined);
    this.queue = new UploadQueue((payload) => this.send(payload));
    this.socket.on('disconnect', () => (this.disconnectedAt = performance.now()));
    this.socket.io.on('reconnect', () => void this.resume());
  }

  /** Joins, sets today's hearing, starts streaming and recording, then records in real time. */
  async open(): Promise<void> {
    await this.ready;
    await this.request(E.joinRoom, { roomId: this.room });
    await this.request(E.setHearing, { roomId: this.room, hearingId: this.hearingId });
    await this.request(E.setStreaming, { roomId: this.room, streaming: true });
    this.begin(await this.request<RecordingStarted>(E.startRecording, this.startPayload()));
    this.recorder = setInterval(() => this.record(), RECORDING.chunkIntervalMs);
    // A send that timed out while connected is tried again on the recorder's own rhythm.
    this.retry = setInterval(() => {
      if (this.socket.connected) this.queue.resendUnacked();
    }, RECORDING.chunkIntervalMs);
    this.record();
  }

  /** The pieces the server acked (the empty closing chunk not counted). */
  get ackedPieces(): number {
    return [...this.acked].filter((seq) => seq !== this.lastSeq).length;
  }

  /** The host's browser is gone for good: it stops recording and its socket closes, right after an ack. */
  async vanish(): Promise<void> {
    this.stopRecorder();
    await Promise.race([this.queue.idle(), sleep(CHUNK_ACK_MS)]);
    this.socket.disconnect();
  }

  /** Stop as the judge's page does: the recorder stops, an empty last chunk, every chunk acked, stop-recording. */
  async finish(): Promise<void> {
    this.stopRecorder();
    this.lastSeq = this.queue.push(new Uint8Array(), true);
    for (const deadline = Date.now() + DRAIN_MS; this.queue.unacked.length > 0;) {
      if (Date.now() > deadline)
        throw new Error(`${this.room}: chunks ${this.queue.unacked.join(', ')} never acked`);
      await Promise.race([this.queue.idle(), sleep(RECORDING.chunkIntervalMs)]);
      if (this.socket.connected) this.queue.resendUnacked();
    }
    await this.request(E.stopRecording, { roomId: this.room, sessionId: this.sessionId }, FINALISE_ACK_MS);
  }

  /** The judge ends the day's meeting: the hearing's live session should close (it no longer shows Live). */
  async endMeeting(): Promise<void> {
    await this.request(E.endMeeting, { roomId: this.room });
  }

  close(): void {
    this.stopRecorder();
    this.socket.disconnect();
  }

  private stopRecorder(): void {
    clearInterval(this.recorder);
    clearInterval(this.retry);
  }

  /** MediaRecorder's timeslice: the next 2 s of the hearing. */
  private record(): void {
    const piece = this.pieces[this.given];
    if (!piece) return;
    this.given += 1;
    this.handedOverAt.push(Date.now());
    this.queue.push(piece);
  }

  private startPayload() {
    return { roomId: this.room, mimeType: SOAK_MIME_TYPE };
  }

  private begin(started: RecordingStarted): void {
    this.sessionId = started.sessionId;
    this.sessionIds.add(started.sessionId);
    this.queue.begin(started);
  }

  private async resume(): Promise<void> {
    for (let attempt = 1; attempt <= RESUME_ATTEMPTS; attempt++) {
      try {
        await this.request(E.joinRoom, { roomId: this.room });
        const lowestUnacked = this.queue.unacked[0] ?? this.given;
        const started = await this.request<RecordingStarted>(E.startRecording, this.startPayload());
        this.begin(started);
        this.queue.resendUnacked();
        this.resumes.push({
          afterMs: Math.round(performance.now() - this.disconnectedAt),
          serverNextSeq: started.nextSeq,
          lowestUnacked,
          attempts: attempt,
        });
        return;
      } catch (failure) {
        console.warn(`${this.room}: resuming failed (attempt ${attempt})`, failure);
        await sleep(RESUME_RETRY_MS);
      }
    }
  }

  private async send(payload: ChunkPayload): Promise<void> {
    if (this.sentOnce.has(payload.seq)) this.resent += 1;
    this.sentOnce.add(payload.seq);
    await this.request<{ seq: number }>(E.videoChunk, payload, CHUNK_ACK_MS);
    this.acked.add(payload.seq);
  }

  private async request<T>(event: string, payload: unknown, timeoutMs = START_ACK_MS): Promise<T> {
    const ack = (await this.socket.timeout(timeoutMs).emitWithAck(event, payload)) as CourtroomAck<T>;
    if (ack.status) return ack.data;
    const reason = `${event}: ${ack.message}`;
    this.refusals.set(reason, (this.refusals.get(reason) ?? 0) + 1);
    throw new Error(`${this.room} ${reason}`);
  }
}
