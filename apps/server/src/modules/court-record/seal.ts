import {
  RECORDING_MANIFEST_FORMAT,
  RECORD_SIGNATURE_ALGORITHM,
  canonicalJson,
  type RecordingManifest,
  type SealedManifest,
} from '@nyaya/shared';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { join } from 'node:path';
import serverPackage from '../../../package.json';
import type { Database } from '../../core/db/client.ts';
import { recordings } from '../../core/db/schema/index.ts';
import { fileDigest } from '../../core/file-digest.ts';
import type { RecordSigner } from '../../core/record-signer.ts';
import { replaceFile } from '../../media/live/live-files.ts';
import { mediaAreas, recordingFolder } from '../../media/media-areas.ts';
import { sessionOfRecording } from '../../media/recording/sessions.ts';
import { findHearingById } from '../cause-list/index.ts';
import { namesOf } from '../users/index.ts';

export type SealDeps = {
  db: Database;
  mediaDir: string;
  signer: RecordSigner;
  log: { info: (message: string) => void; error: (details: object, message: string) => void };
};

const SOFTWARE = `Nyaya Live ${serverPackage.version}`;

/** The manifest's file beside its recording: `hearing-….mp4.manifest.json`, moved with it to the archive. */
export const manifestFileOf = (recordingFile: string) => `${recordingFile}.manifest.json`;

type RecordingRow = typeof recordings.$inferSelect;

async function manifestOf(deps: SealDeps, recording: RecordingRow, path: string): Promise<RecordingManifest> {
  const hearing = await findHearingById(deps.db, recording.hearingId);
  if (!hearing) throw new Error(`recording ${recording.id} is of no hearing`);
  const session = await sessionOfRecording(deps.db, recording.id);
  const startedBy = session?.startedBy;
  const judge = startedBy ? ((await namesOf(deps.db, [startedBy])).get(startedBy) ?? null) : null;
  const digest =
    recording.sha256 === null
      ? await fileDigest(path)
      : { size: recording.sizeBytes, sha256: recording.sha256 };
  return {
    format: RECORDING_MANIFEST_FORMAT,
    recordingId: recording.id,
    court: hearing.heardIn?.complexName ?? null,
    courtRoom: hearing.heardIn?.name ?? null,
    streamingRoom: hearing.roomId,
    hearingId: hearing.id,
    hearingDate: hearing.nextDate,
    cnr: hearing.cnr,
    caseNumber: hearing.caseNumber,
    judge,
    startedAt: (session?.startedAt ?? recording.recordedAt).toISOString(),
    endedAt: session?.stoppedAt?.toISOString() ?? null,
    durationSeconds: recording.durationSeconds,
    chunkChainHead: recording.chunkChainHead,
    file: recording.file,
    sizeBytes: digest.size,
    sha256: digest.sha256,
    software: SOFTWARE,
    sealedAt: new Date().toISOString(),
    sealedLater: recording.sha256 === null,
  };
}

/**
 * Seals a finalised recording: its manifest (what it is of, its digests) signed with the court's key, kept in its
 * row and written beside its file. The row is written first and only where no seal is, so with several
 * instances one seal stands, and only its writer writes the file. Resolves with the recording's seal.
 */
export async function sealRecording(deps: SealDeps, recordingId: number): Promise<SealedManifest> {
  const [recording] = await deps.db.select().from(recordings).where(eq(recordings.id, recordingId));
  if (!recording) throw new Error(`no recording ${recordingId}`);
  if (recording.seal) return recording.seal;
  const folder = recordingFolder(mediaAreas(deps.mediaDir), recording);
  const manifest = await manifestOf(deps, recording, join(folder, recording.file));
  const sealed: SealedManifest = {
    manifest,
    algorithm: RECORD_SIGNATURE_ALGORITHM,
    keyId: deps.signer.keyId,
    signature: deps.signer.sign(Buffer.from(canonicalJson(manifest))),
  };
  const [won] = await deps.db
    .update(recordings)
    .set({ seal: sealed, sha256: manifest.sha256 })
    .where(and(eq(recordings.id, recordingId), isNull(recordings.seal)))
    .returning({ id: recordings.id });
  if (!won) return sealRecording(deps, recordingId);
  await replaceFile(join(folder, manifestFileOf(recording.file)), `${JSON.stringify(sealed, null, 2)}\n`);
  return sealed;
}

/** Seals every recording not sealed yet: those made before recordings were sealed, and any a crash left. */
export async function sealUnsealed(deps: SealDeps): Promise<number> {
  const unsealed = await deps.db
    .select({ id: recordings.id })
    .from(recordings)
    .where(isNull(recordings.seal));
  for (const { id } of unsealed) await sealRecording(deps, id);
  if (unsealed.length > 0) deps.log.info(`Court record: ${unsealed.length} recording(s) sealed`);
  return unsealed.length;
}

/** The seal of the recording whose MP4 has this SHA-256 (lower-case hex), if the court made one. */
export async function sealOfDigest(db: Database, sha256: string): Promise<SealedManifest | undefined> {
  const [row] = await db
    .select({ seal: recordings.seal })
    .from(recordings)
    .where(and(eq(recordings.sha256, sha256), isNotNull(recordings.seal)))
    .limit(1);
  return row?.seal ?? undefined;
}
