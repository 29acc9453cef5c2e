import { MESSAGES, type RecordKey, type SealedManifest } from '@nyaya/shared';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Database } from '../../core/db/client.ts';
import { recordings } from '../../core/db/schema/index.ts';
import { notFound } from '../../core/errors.ts';
import { mediaAreas, recordingFolder } from '../../media/media-areas.ts';
import { findHearingById } from '../cause-list/index.ts';

/** One recording in a certified copy: its master file, the name it has in the copy, and its seal. */
type CopiedRecording = { path: string; name: string; sealed: SealedManifest };

export type CertifiedCopy = { cnr: string; hearingDate: string; recordings: CopiedRecording[] };

/** The file name a certified copy downloads as. */
export const certifiedCopyName = ({ cnr, hearingDate }: Pick<CertifiedCopy, 'cnr' | 'hearingDate'>) =>
  `certified-copy-${cnr}-${hearingDate}.zip`;

/**
 * What a hearing's certified copy holds: each sealed recording of it, oldest first, as the court keeps it (in the
 * recordings or, past retention, the archive). 404 for an unknown hearing or one with no sealed recording on disk.
 */
export async function certifiedCopyOf(
  deps: { db: Database; mediaDir: string },
  hearingId: number,
): Promise<CertifiedCopy> {
  const hearing = await findHearingById(deps.db, hearingId);
  if (!hearing) throw notFound(MESSAGES.hearingNotFound);
  const rows = await deps.db
    .select({ id: recordings.id, file: recordings.file, state: recordings.state, seal: recordings.seal })
    .from(recordings)
    .where(and(eq(recordings.hearingId, hearingId), isNotNull(recordings.seal)))
    .orderBy(asc(recordings.recordedAt), asc(recordings.id));
  const areas = mediaAreas(deps.mediaDir);
  const copied: CopiedRecording[] = [];
  for (const row of rows) {
    const path = join(recordingFolder(areas, row), row.file);
    const onDisk = await stat(path).then(
      () => true,
      () => false,
    );
    if (row.seal && onDisk) {
      copied.push({
        path,
        name: `${hearing.cnr}-${hearing.nextDate}-recording-${row.id}.mp4`,
        sealed: row.seal,
      });
    }
  }
  if (copied.length === 0) throw notFound(MESSAGES.recordingNotAvailable);
  return { cnr: hearing.cnr, hearingDate: hearing.nextDate, recordings: copied };
}

function readme(copy: CertifiedCopy, verifyPage: string): string {
  return [
    `Certified copy of the recordings of the hearing of ${copy.cnr} on ${copy.hearingDate}.`,
    '',
    "Each MP4 is the court's master copy. Beside it, its manifest (.manifest.json) says what it is a recording of,",
    "and carries the court's Ed25519 signature over it; court-record-key.pem is the court's public key.",
    '',
    'To check a copy:',
    `- open ${verifyPage} and choose the MP4: it is checked on your device and never sent; or`,
    '- with Nyaya Live installed: npm run verify-recording -- FILE.mp4 FILE.mp4.manifest.json --key court-record-key.pem',
    '',
    'A file changed in any way, even by one byte, no longer matches its manifest.',
    '',
  ].join('\n');
}

/** The certified copy as a ZIP, streamed: the MP4s stored as they are (not recompressed), manifests, key, README. */
export function certifiedCopyZip(copy: CertifiedCopy, key: RecordKey, verifyPage: string): Readable {
  const zip = new ZipFile();
  for (const { path, name, sealed } of copy.recordings) {
    zip.addFile(path, name, { compress: false });
    zip.addBuffer(Buffer.from(`${JSON.stringify(sealed, null, 2)}\n`), `${name}.manifest.json`);
  }
  zip.addBuffer(Buffer.from(key.publicKeyPem), 'court-record-key.pem');
  zip.addBuffer(Buffer.from(readme(copy, verifyPage)), 'README.txt');
  zip.end();
  return zip.outputStream as Readable;
}
