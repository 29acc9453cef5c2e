import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The embedded children whose configuration (and secret) lives in a folder of its own under the temp dir. */
export type ConfigKind = 'janus' | 'turn';

/** nyaya-<kind>-[<port>-]p<pid>-<random>: the server process that made it is in its name. */
const OWNED = /^nyaya-(janus|turn)-(?:\d+-)?p(\d+)-/;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the folders of `kind` left by server processes that are gone (a `kill -9` runs no cleanup, and each held
 * that instance's secret), then makes this process's own: `nyaya-<kind>-<port>-p<pid>-…`. The folders of running
 * instances (tests run several) are left alone.
 */
export async function freshConfigFolder(kind: ConfigKind, port?: number): Promise<string> {
  const base = tmpdir();
  for (const name of await readdir(base)) {
    const owner = OWNED.exec(name);
    if (owner?.[1] === kind && !alive(Number(owner[2]))) {
      await rm(join(base, name), { recursive: true, force: true });
    }
  }
  return mkdtemp(join(base, `nyaya-${kind}-${port === undefined ? '' : `${port}-`}p${process.pid}-`));
}
