import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { BUILT_BACKUP_COMMANDS, BUILT_VERIFY_AUDIT, BUILT_VERIFY_RECORDING } from '../core/paths.ts';

const run = promisify(execFile);

/** One of the server's built commands as an operator runs it; resolves with its exit code and what it said. */
async function serverCommand(bundle: string, env: Record<string, string>, args: string[]) {
  try {
    const { stdout } = await run(process.execPath, [bundle, ...args], { env: { ...process.env, ...env } });
    return { code: 0, said: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, said: `${failed.stdout}${failed.stderr}` };
  }
}

/**
 * `npm run backup`, `restore` or `verify-backup` (`backup.js backup|restore|verify ...args`) on a server's
 * environment; resolves with its exit code and what it said (stdout, then stderr).
 */
export const backupCommand = (env: Record<string, string>, ...args: string[]) =>
  serverCommand(BUILT_BACKUP_COMMANDS, env, args);

/** `npm run verify-recording -- ...args` on a server's environment. */
export const verifyRecordingCommand = (env: Record<string, string>, ...args: string[]) =>
  serverCommand(BUILT_VERIFY_RECORDING, env, args);

/** `npm run verify-audit` on a server's environment. */
export const verifyAuditCommand = (env: Record<string, string>) => serverCommand(BUILT_VERIFY_AUDIT, env, []);
