import { basename, join } from 'node:path';
import type { Database } from '../../core/db/client.ts';
import { eq } from 'drizzle-orm';
import { recordingExclusions, recordingSessions, recordings } from '../../core/db/schema/index.ts';
import { fileDigest } from '../../core/file-digest.ts';
import { ensureMediaAreas } from '../media-areas.ts';
import { chainHead, keptChunkDigests, type ChunkLink } from './chunk-chain.ts';
import { chunkStore, type ChunkStore } from './chunk-store.ts';
import { finaliseRecording, probeDuration } from './finalise.ts';
import { keptRanges, makePublicCopy } from './public-copy.ts';
import type { RecordingSession } from './sessions.ts';

type Deps = { db: Database; mediaDir: string; warn: (details: object, message: string) => void };

/** The seqs below the last stored one that never arrived. */
function missingSeqs(seqs: number[]): number[] {
  const stored = new Set(seqs);
  const last = seqs.at(-1) ?? -1;
  return Array.from({ length: last + 1 }, (_, seq) => seq).filter((seq) => !stored.has(seq));
}

/**
 * The chain of the chunks the MP4 is made from, with the digests kept as each was stored; a chunk whose file no
 * longer matches its kept digest is logged (the chain keeps what was acknowledged).
 */
async function chunkChain(deps: Deps, sessionId: string, chunks: ChunkStore, seqs: number[]) {
  const kept = await keptChunkDigests(deps.db, sessionId);
  const links: ChunkLink[] = [];
  const changed: number[] = [];
  for (const seq of seqs) {
    const onDisk = (await fileDigest(chunks.pathOf(seq))).sha256;
    const acknowledged = kept.get(seq);
    if (acknowledged !== undefined && acknowledged !== onDisk) changed.push(seq);
    links.push({ seq, sha256: acknowledged ?? onDisk });
  }
  if (changed.length > 0)
    deps.warn({ sessionId, changed }, 'recording: chunks changed since they were stored');
  return chainHead(links);
}

/**
 * The copy the public may watch when the judge withheld parts of the hearing from it: none when nothing was
 * withheld. The recorder starts as its session opens, so a wall-clock time is that far into the recording.
 */
async function publicCopy(deps: Deps, session: RecordingSession, path: string, duration: number) {
  const withheld = await deps.db
    .select()
    .from(recordingExclusions)
    .where(eq(recordingExclusions.sessionId, session.id));
  if (withheld.length === 0) return { publicFile: null, publicDurationSeconds: null };
  const secondsIn = (at: Date) => (at.getTime() - session.startedAt.getTime()) / 1000;
  const kept = keptRanges(
    duration,
    withheld.map((window) => ({ start: secondsIn(window.fromAt), end: secondsIn(window.toAt) })),
  );
  if (kept.length === 0) return { publicFile: null, publicDurationSeconds: 0 };
  const publicPath = path.replace(/\.mp4$/, '-public.mp4');
  await makePublicCopy(path, publicPath, kept);
  return {
    publicFile: basename(publicPath),
    publicDurationSeconds: Math.round(await probeDuration(publicPath)),
  };
}

/**
 * A stopped session's chunks become the hearing's MP4 (and the public's copy, if the judge withheld parts of it)
 * and its recordings row (Available in case search), noted on the session in the same transaction; the chunks
 * are removed only after that, so a failure anywhere before leaves everything for the next try. A gap is
 * logged, and what is there still finalised.
 */
export async function finaliseSession(deps: Deps, session: RecordingSession): Promise<number> {
  const chunks = chunkStore(deps.mediaDir, session.id);
  const seqs = await chunks.seqs();
  if (seqs.length === 0) throw new Error('the recording has no chunks');
  const missing = missingSeqs(seqs);
  if (missing.length > 0) deps.warn({ sessionId: session.id, missing }, 'recording: chunks missing');
  const areas = await ensureMediaAreas(deps.mediaDir);
  const file = `hearing-${session.hearingId}-${session.id}.mp4`;
  const path = join(areas.recordings, file);
  const chunkChainHead = await chunkChain(deps, session.id, chunks, seqs);
  await finaliseRecording(seqs.map(chunks.pathOf), session.mimeType, path);
  const [durationSeconds, { size: sizeBytes, sha256 }] = await Promise.all([
    probeDuration(path),
    fileDigest(path),
  ]);
  const copy = await publicCopy(deps, session, path, durationSeconds);
  const recordingId = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(recordings)
      .values({
        hearingId: session.hearingId,
        hearingSessionId: session.hearingSessionId,
        file,
        sizeBytes,
        sha256,
        chunkChainHead,
        durationSeconds: Math.round(durationSeconds),
        ...copy,
      })
      .returning({ id: recordings.id });
    if (!row) throw new Error('recording insert returned nothing');
    await tx
      .update(recordingSessions)
      .set({ recordingId: row.id, failure: null, finalisingUntil: null, nextAttemptAt: null })
      .where(eq(recordingSessions.id, session.id));
    return row.id;
  });
  await chunks.remove();
  return recordingId;
}
