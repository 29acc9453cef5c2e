// `npm run backup -- DIR`, `npm run restore -- DIR [--replace]`, `npm run verify-backup -- DIR`: the server's
// database and media, on its own configuration (README's "Backups").
import { loadConfig } from './core/config.ts';
import {
  BackupRefusal,
  createBackup,
  databaseDump,
  restoreBackup,
  verifyBackup,
  type DatabaseTarget,
} from './modules/backups/index.ts';

const USAGE = 'Usage: backup DIR | restore DIR [--replace] | verify DIR';
const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

async function main(command: string | undefined, path: string | undefined, flags: string[]): Promise<number> {
  if (!command || !path) throw new BackupRefusal(USAGE);
  const config = loadConfig();
  const target: DatabaseTarget = config.databaseUrl
    ? { kind: 'postgres', databaseUrl: config.databaseUrl }
    : { kind: 'embedded', dataDir: config.dataDir };
  const started = Date.now();
  const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (command === 'backup') {
    const { folder, manifest, dumpedHow } = await createBackup(path, {
      database: databaseDump(target),
      mediaDir: config.mediaDir,
    });
    process.stdout.write(
      `Backed up to ${folder} in ${took()}: the ${manifest.database.kind} database ${dumpedHow} ` +
        `(${megabytes(manifest.database.size)}), ` +
        `${manifest.media.length} media file(s), ${megabytes(manifest.copiedBytes)} copied and ` +
        `${megabytes(manifest.linkedBytes)} linked to the previous backup.\n`,
    );
    return 0;
  }
  if (command === 'verify') {
    const { folder, manifest, damaged } = await verifyBackup(path);
    for (const file of damaged) process.stdout.write(`${file.path}: ${file.problem}\n`);
    const files = manifest.media.length + 1;
    process.stdout.write(
      damaged.length === 0
        ? `${folder}: all ${files} file(s) match the manifest (${took()}).\n`
        : `${folder}: ${damaged.length} of ${files} file(s) do not match the manifest.\n`,
    );
    return damaged.length === 0 ? 0 : 1;
  }
  if (command === 'restore') {
    const replace = flags.includes('--replace');
    const { folder, damaged } = await restoreBackup(path, { target, mediaDir: config.mediaDir, replace });
    for (const file of damaged) process.stdout.write(`${file}: damaged in the backup, not restored\n`);
    process.stdout.write(
      `Restored ${folder} in ${took()}${damaged.length ? `, except ${damaged.length} damaged file(s)` : ''}.\n`,
    );
    return damaged.length === 0 ? 0 : 1;
  }
  throw new BackupRefusal(USAGE);
}

const [command, path, ...flags] = process.argv.slice(2);
try {
  process.exitCode = await main(command, path, flags);
} catch (error) {
  if (!(error instanceof BackupRefusal)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
