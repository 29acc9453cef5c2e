import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { BUILT_BACKUP_COMMANDS } from '../core/paths.ts';

const run = promisify(execFile);

/**
 * `npm run backup`, `restore` or `verify-backup` (`backup.js backup|restore|verify ...args`) as an operator runs
 * it, on a server's environment; resolves with its exit code and what it said (stdout, then stderr).
 */
export async function backupCommand(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, [BUILT_BACKUP_COMMANDS, ...args], {
      env: { ...process.env, ...env },
    });
    return { code: 0, said: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, said: `${failed.stdout}${failed.stderr}` };
  }
}
