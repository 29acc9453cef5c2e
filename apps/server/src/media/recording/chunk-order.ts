import type { RecordingMimeType } from '@nyaya/shared';

/**
 * A recording chunk as it arrived: epoch ms of its arrival (before it was stored), and its bytes. `replayed`: one
 * stored by an earlier process, handed on again when this one resumes the session (a crash may have cut it off
 * the live stream).
 */
export type ArrivedChunk = { seq: number; bytes: Uint8Array; arrivedAt: number; replayed?: boolean };

/** Hears each new durable chunk of a recording, in seq order per session (the live HLS pipeline). */
export type ChunkListener = (
  roomId: string,
  sessionId: string,
  chunk: ArrivedChunk,
  mimeType: RecordingMimeType,
) => void;

/**
 * Puts a session's chunks back in seq order: a resent chunk may overtake a later one. A chunk that arrives
 * ahead of a missing one is held in memory until the gap fills.
 */
export type ChunkOrder = {
  /**
   * Chunks from `nextSeq` on are handed on (0 for a new session, where it resumes otherwise). True when this
   * process did not know the session yet (a new one, or one resumed after a restart).
   */
  begin: (sessionId: string, nextSeq: number) => boolean;
  /** A newly stored chunk; returns the chunks now due, in order. */
  stored: (sessionId: string, chunk: ArrivedChunk) => ArrivedChunk[];
  forget: (sessionId: string) => void;
};

export function createChunkOrder(): ChunkOrder {
  const sessions = new Map<string, { next: number; held: Map<number, ArrivedChunk> }>();
  return {
    begin: (sessionId, nextSeq) => {
      if (sessions.has(sessionId)) return false;
      sessions.set(sessionId, { next: nextSeq, held: new Map() });
      return true;
    },
    stored: (sessionId, chunk) => {
      let session = sessions.get(sessionId);
      // A chunk of a session this process did not start (the judge's socket reconnected to another instance).
      if (!session) sessions.set(sessionId, (session = { next: chunk.seq, held: new Map() }));
      if (chunk.seq < session.next) return [];
      session.held.set(chunk.seq, chunk);
      const due: ArrivedChunk[] = [];
      for (let next = session.held.get(session.next); next; next = session.held.get(session.next)) {
        due.push(next);
        session.held.delete(session.next);
        session.next += 1;
      }
      return due;
    },
    forget: (sessionId) => sessions.delete(sessionId),
  };
}
