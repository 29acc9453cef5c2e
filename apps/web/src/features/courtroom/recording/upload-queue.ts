import { RECORDING, type RecordingStarted } from '@nyaya/shared';

/** One video-chunk as it goes over the socket (videoChunkSchema). */
export type ChunkPayload = {
  sessionId: string;
  seq: number;
  isFirstChunk: boolean;
  isLastChunk: boolean;
  /** ISO instant the chunk was recorded. */
  date: string;
  chunk: Uint8Array;
};

/** Sends one chunk and resolves once the server acked it as durable; rejects when it was not. */
export type SendChunk = (payload: ChunkPayload) => Promise<void>;

/** A chunk waiting for its ack, and when it was pushed (epoch ms). */
type Pending = { payload: ChunkPayload; inFlight: boolean; pushedAt: number };

/**
 * The recording's chunks between the recorder and the server (docs/decisions/media-pipeline.md 3): each gets the next
 * seq of the session and stays here until its ack. A chunk whose send failed (a timeout, a lost socket) waits
 * for resendUnacked; the server acks a seq it already stored again, so resending is always safe.
 */
export class UploadQueue {
  private sessionId = '';
  private nextSeq = 0;
  private readonly pending = new Map<number, Pending>();
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly send: SendChunk) {}

  /**
   * The session start-recording opened or resumed. Resumed after a reconnect, numbering goes on from our own
   * next seq, or the server's when it has stored more than we know of.
   */
  begin({ sessionId, nextSeq }: RecordingStarted): void {
    this.sessionId = sessionId;
    this.nextSeq = Math.max(this.nextSeq, nextSeq);
    for (const entry of this.pending.values()) entry.payload = { ...entry.payload, sessionId };
  }

  /** Numbers one recorder chunk and sends it; an empty chunk with isLastChunk closes the session's stream. */
  push(chunk: Uint8Array, isLastChunk = false, date = new Date()): number {
    const seq = this.nextSeq++;
    const payload: ChunkPayload = {
      sessionId: this.sessionId,
      seq,
      isFirstChunk: seq === 0,
      isLastChunk,
      date: date.toISOString(),
      chunk,
    };
    this.pending.set(seq, { payload, inFlight: false, pushedAt: date.getTime() });
    this.transmit(seq);
    return seq;
  }

  /** Sends again every chunk not acked and not on its way now (after a reconnect, or a failed send). */
  resendUnacked(): void {
    for (const [seq, entry] of this.pending) if (!entry.inFlight) this.transmit(seq);
  }

  /** The seqs still waiting for their ack, lowest first. */
  get unacked(): number[] {
    return [...this.pending.keys()].sort((a, b) => a - b);
  }

  /**
   * How long the oldest chunk has waited for its ack, once that is `alarmMs` or more; null while acks come in
   * time. The server refusing a chunk, or its acks not arriving, shows here, however often the chunk is resent.
   */
  overdueMs(now = Date.now(), alarmMs: number = RECORDING.ackAlarmMs): number | null {
    const [oldest] = this.pending.values();
    if (!oldest) return null;
    const waited = now - oldest.pushedAt;
    return waited >= alarmMs ? waited : null;
  }

  /** Resolves once every chunk pushed so far has been acked. */
  idle(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private transmit(seq: number): void {
    const entry = this.pending.get(seq);
    if (!entry) return;
    entry.inFlight = true;
    this.send(entry.payload).then(
      () => this.acked(seq),
      () => {
        entry.inFlight = false;
      },
    );
  }

  private acked(seq: number): void {
    this.pending.delete(seq);
    if (this.pending.size > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  }
}
