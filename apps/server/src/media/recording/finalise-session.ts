import { join } from 'node:path';
import type { Database } from '../../db/client.ts';
import { eq } from 'drizzle-orm';
import { recordingSessions, recordings } from '../../db/schema/index.ts';
import { fileSize } from '../ffmpeg.ts';
import { ensureMediaAreas } from '../media-areas.ts';
import { chunkStore } from './chunk-store.ts';
import { finaliseRecording, probeDuration } from './finalise.ts';
import type { RecordingSession } from './sessions.ts';

type Deps = { db: Database; mediaDir: string; warn: (details: object, message: string) => void };

/** The seqs below the last stored one that never arrived. */
function missingSeqs(seqs: number[]): number[] {
  const stored = new Set(seqs);
  const last = seqs.at(-1) ?? -1;
  return Array.from({ length: last + 1 }, (_, seq) => seq).filter((seq) => !stored.has(seq));
}

/**
 * A stopped session's chunks become the hearing's MP4 and its recordings row (Available in case search), noted on
 * the session in the same transaction; the chunks are removed only after that, so a failure anywhere before
 * leaves everything for the next try. A gap is logged, and what is there still finalised.
 */
export async function finaliseSession(deps: Deps, session: RecordingSession): Promise<number> {
  const chunks = chunkStore(deps.mediaDir, session.id);
  const seqs = await chunks.seqs();
  if (seqs.length === 0) throw new Error('the recording has no chunks');
  const missing = missingSeqs(seqs);
  if (missing.length > 0) deps.warn({ sessionId: session.id, missing }, 'recording: chunks missing');
  const areas = await ensureMediaAreas(deps.mediaDir);
  const file = `hearing-${session.causeListEntryId}-${session.id}.mp4`;
  const path = join(areas.recordings, file);
  await finaliseRecording(seqs.map(chunks.pathOf), session.mimeType, path);
  const [durationSeconds, sizeBytes] = await Promise.all([probeDuration(path), fileSize(path)]);
  const recordingId = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(recordings)
      .values({
        causeListEntryId: session.causeListEntryId,
        hearingSessionId: session.hearingSessionId,
        file,
        sizeBytes: sizeBytes ?? 0,
        durationSeconds: Math.round(durationSeconds),
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
