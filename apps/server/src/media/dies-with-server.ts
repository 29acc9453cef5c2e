import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

let parentDeathSignal: boolean | undefined;

/** Whether util-linux's setpriv is here and can set a parent-death signal (Linux; checked on the first spawn). */
function setprivWorks(): boolean {
  parentDeathSignal ??=
    spawnSync('setpriv', ['--pdeathsig', 'SIGKILL', '--', 'true'], { stdio: 'ignore' }).status === 0;
  return parentDeathSignal;
}

/** Whether the command is an executable file, as spawn would find it (on the PATH unless it names a path). */
function executable(command: string): boolean {
  const dirs = command.includes('/') ? [''] : (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  return dirs.some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * The command and arguments to spawn a child that is killed when the server process dies, even by SIGKILL: a
 * relay that outlived a crash held the platform's stream slot for minutes, so the restarted server could not
 * publish. setpriv sets the parent-death signal and execs the command, so the child keeps its pid and stdio. The
 * signal fires when the thread that forked exits: Node spawns from its main thread, which lives as long as the
 * process. Without setpriv (macOS) the child is spawned as it is and may outlive a crash. A command that cannot be
 * found is spawned as it is too, so that Node reports it (ENOENT) rather than setpriv's exit code.
 */
export function diesWithServer(command: string, args: readonly string[]): [string, string[]] {
  return setprivWorks() && executable(command)
    ? ['setpriv', ['--pdeathsig', 'SIGKILL', '--', command, ...args]]
    : [command, [...args]];
}
