import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { recordingChunks } from '../../core/db/schema/index.ts';

/** A chunk's SHA-256, hex. */
export const chunkDigest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A chunk as the chain takes it: its seq and its SHA-256 (hex). */
export type ChunkLink = { seq: number; sha256: string };

const CHAIN_START = Buffer.alloc(32);

/**
 * The head of a recording's chunk chain: each link is SHA-256(previous link ‖ seq as 4 bytes, big-endian ‖ the
 * chunk's SHA-256), from 32 zero bytes, over the chunks in seq order. One chunk changed, left out, added or
 * moved changes the head.
 */
export function chainHead(links: readonly ChunkLink[]): string {
  let link = CHAIN_START;
  for (const { seq, sha256 } of links) {
    const position = Buffer.alloc(4);
    position.writeUInt32BE(seq);
    link = createHash('sha256').update(link).update(position).update(Buffer.from(sha256, 'hex')).digest();
  }
  return link.toString('hex');
}

/** Keeps a chunk's SHA-256 before it is stored; a chunk sent again keeps the first one. */
export async function keepChunkDigest(db: Database, sessionId: string, seq: number, sha256: string) {
  await db.insert(recordingChunks).values({ sessionId, seq, sha256 }).onConflictDoNothing();
}

/** The session's chunk digests as they were kept, by seq. */
export async function keptChunkDigests(db: Database, sessionId: string): Promise<Map<number, string>> {
  const rows = await db
    .select({ seq: recordingChunks.seq, sha256: recordingChunks.sha256 })
    .from(recordingChunks)
    .where(eq(recordingChunks.sessionId, sessionId))
    .orderBy(asc(recordingChunks.seq));
  return new Map(rows.map((row) => [row.seq, row.sha256]));
}
