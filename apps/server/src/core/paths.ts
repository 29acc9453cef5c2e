import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_PACKAGE_NAME = '@nyaya/server';

/**
 * The server package's root, found by walking up to its package.json, so paths are the same whether the code
 * runs from src (tsx, vitest) or from the esbuild bundle in dist, and whatever the working directory.
 */
function findServerRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === SERVER_PACKAGE_NAME) {
      return dir;
    }
    if (dirname(dir) === dir) throw new Error(`No package.json named ${SERVER_PACKAGE_NAME} above ${start}`);
  }
}

export const SERVER_ROOT = findServerRoot(dirname(fileURLToPath(import.meta.url)));
export const REPO_ROOT = resolve(SERVER_ROOT, '../..');
/** The server as `npm start` and production run it: the esbuild bundle of src/main.ts. */
export const BUILT_SERVER = join(SERVER_ROOT, 'dist/main.js');
/** `npm run backup`, `restore` and `verify-backup`: the bundle of src/backup.ts. */
export const BUILT_BACKUP_COMMANDS = join(SERVER_ROOT, 'dist/backup.js');
/** `npm run verify-recording`: the bundle of src/verify-recording.ts. */
export const BUILT_VERIFY_RECORDING = join(SERVER_ROOT, 'dist/verify-recording.js');
/** `npm run verify-audit`: the bundle of src/verify-audit.ts. */
export const BUILT_VERIFY_AUDIT = join(SERVER_ROOT, 'dist/verify-audit.js');
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'src/core/db/migrations');
