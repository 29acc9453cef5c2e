import type { PGlite } from '@electric-sql/pglite';
import { createWriteStream } from 'node:fs';
import { chmod, unlink } from 'node:fs/promises';
import { createServer, get, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { snapshotEmbedded } from '../../core/db/embedded-snapshot.ts';

/**
 * How `npm run backup` gets the embedded database from the server that has it open: a Unix socket in DATA_DIR,
 * reachable only by who may read DATA_DIR (no port, no password), serving one request: GET /database.
 */
export const snapshotSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');
const SNAPSHOT_PATH = '/database';

type Log = { warn: (message: string) => void };

/** Whether a server answers on the socket (false for a socket file a crashed server left behind). */
export function serverAnswers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Serves snapshots of the open embedded database on DATA_DIR's socket; resolves with a function that stops it. */
export async function serveDatabaseSnapshots(
  dataDir: string,
  client: PGlite,
  log: Log,
): Promise<() => Promise<void>> {
  const socketPath = snapshotSocketPath(dataDir);
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== SNAPSHOT_PATH) {
      response.writeHead(404).end();
      return;
    }
    snapshotEmbedded(client).then(
      (snapshot) => {
        response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': snapshot.size });
        Readable.fromWeb(snapshot.stream() as Parameters<typeof Readable.fromWeb>[0]).pipe(response);
      },
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  if (await serverAnswers(socketPath)) {
    log.warn(`Another server answers on ${socketPath}: backups go to it, not to this one`);
    return async () => undefined;
  }
  await unlink(socketPath).catch(() => undefined);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
  } catch (error) {
    log.warn(`Backups cannot reach the embedded database: ${(error as Error).message}`);
    return async () => undefined;
  }
  await chmod(socketPath, 0o600);
  return () => new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Writes a snapshot of the embedded database, taken by the server running on DATA_DIR, to `path`; false when no
 * server answers (then nothing writes the folder, and it may be read directly).
 */
export async function fetchSnapshot(dataDir: string, path: string): Promise<boolean> {
  const socketPath = snapshotSocketPath(dataDir);
  if (!(await serverAnswers(socketPath))) return false;
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    get({ socketPath, path: SNAPSHOT_PATH }, resolve).once('error', reject),
  );
  if (response.statusCode !== 200) {
    const reason = (await response.toArray()).join('');
    throw new Error(`The server could not snapshot its database: ${reason || response.statusCode}`);
  }
  await pipeline(response, createWriteStream(path, { flags: 'wx' }));
  return true;
}
