import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pgliteFolder } from './client.ts';

/**
 * The embedded database's data folder as a gzipped tarball, consistent: taken between transactions (a
 * transaction holds PGlite's transaction lock, which this waits for) and after a checkpoint, so the copy needs
 * no recovery. Only the process that has the folder open may take it; another reads files being written.
 */
export async function snapshotEmbedded(client: PGlite): Promise<Blob> {
  return client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    return client.dumpDataDir('gzip');
  });
}

/** Whether DATA_DIR holds an embedded database. */
export const hasEmbeddedDatabase = (dataDir: string) => existsSync(join(pgliteFolder(dataDir), 'PG_VERSION'));

/** Makes DATA_DIR's embedded database from a snapshot; the folder must hold none yet. */
export async function loadEmbedded(dataDir: string, snapshot: Blob): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(pgliteFolder(dataDir), { loadDataDir: snapshot });
  await client.close();
}
