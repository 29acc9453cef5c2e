// `npm run verify-audit`: checks the access log's hash chain and its signed hourly checkpoints on the server's
// own configuration, and names the first row edited, put in or missing. On the embedded database a running
// server hands over a snapshot (as for a backup); with none running, the data folder is opened here.
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkAccessLogChain } from './core/access-log-chain.ts';
import { loadConfig, type Config } from './core/config.ts';
import { openDatabase, type DatabaseHandle } from './core/db/client.ts';
import { hasEmbeddedDatabase } from './core/db/embedded-snapshot.ts';
import { installedRecordKeyPem } from './core/record-signer.ts';
import { checkCheckpoints } from './modules/accesslog/index.ts';
import { fetchSnapshot } from './modules/backups/index.ts';

class Refusal extends Error {}

async function openLog(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ databaseUrl: config.databaseUrl });
  const snapshot = join(tmpdir(), `nyaya-verify-audit-${process.pid}.tar`);
  try {
    if (await fetchSnapshot(config.dataDir, snapshot)) {
      return await openDatabase({ memory: true, loadDataDir: new Blob([await readFile(snapshot)]) });
    }
  } finally {
    await rm(snapshot, { force: true });
  }
  if (!hasEmbeddedDatabase(config.dataDir)) throw new Refusal(`There is no database in ${config.dataDir}.`);
  return openDatabase({ dataDir: config.dataDir });
}

const PROBLEMS = {
  edited: (rowId: number) => `row ${rowId} was changed after it was logged`,
  inserted: (rowId: number) => `row ${rowId} was put in outside the chain`,
  missing: (rowId: number) => `rows before row ${rowId} were taken out or moved`,
};

async function main(): Promise<number> {
  const config = loadConfig();
  const publicKeyPem = await installedRecordKeyPem(config);
  if (!publicKeyPem)
    throw new Refusal('This installation has no court key (RECORD_SIGNING_KEY) to check checkpoints with.');
  const database = await openLog(config);
  try {
    const chain = await checkAccessLogChain(database.db);
    if (chain.problem) {
      process.stdout.write(
        `The access log does not hold: ${PROBLEMS[chain.problem.kind](chain.problem.rowId)}.\n`,
      );
      return 1;
    }
    const checkpoint = await checkCheckpoints(database.db, publicKeyPem);
    if (checkpoint) {
      const why =
        checkpoint.kind === 'unsigned'
          ? 'is not signed by the court key'
          : `no longer matches the log: ${PROBLEMS[checkpoint.kind](checkpoint.rowId)}`;
      process.stdout.write(`The access log does not hold: the checkpoint of ${checkpoint.slot} ${why}.\n`);
      return 1;
    }
    process.stdout.write(
      `The access log holds: ${chain.rows} row(s) chained` +
        (chain.headId === null ? '' : ` up to row ${chain.headId} (${chain.headHash})`) +
        ', every checkpoint signed and matched.\n',
    );
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 2;
}
