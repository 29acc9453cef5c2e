import {
  API_PREFIX,
  COURTROOM_EVENTS as E,
  courtDate,
  demoAccount,
  type CourtroomSnapshot,
} from '@nyaya/shared';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_CASE, granted, todaysHearingId } from './test/fixtures/courtroom.ts';
import { REPO_ROOT } from './core/paths.ts';
import { freePort } from './test/ports.ts';
import { serverData, type ServerData } from './test/server-data.ts';
import { SERVER_PROCESS_TEST_MS, sessionSocket, signInOver, untilHealthy } from './test/server-process.ts';

const run = promisify(execFile);

let dataDir: string;
let data: ServerData;
let supervisor: ChildProcess | undefined;
let output = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'nyaya-npm-start-'));
  data = await serverData(dataDir, 'npm_start');
}, SERVER_PROCESS_TEST_MS);
afterAll(async () => {
  if (supervisor?.pid !== undefined && supervisor.exitCode === null) process.kill(-supervisor.pid, 'SIGKILL');
  await data?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** `npm start` (scripts/start.mjs) in a process group of its own, on free ports, with its own embedded servers. */
async function npmStart(port: number) {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts/start.mjs')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...data.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      COURT_DATE: courtDate(),
      TURN_EMBEDDED_PORT: String(await freePort()),
      JANUS_EMBEDDED_PORT: String(await freePort()),
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
}

/** The pid of the server `npm start` runs (its node child running dist/main.js). */
async function serverPid(parent: number): Promise<number> {
  const { stdout } = await run('pgrep', ['-P', String(parent), '-f', 'dist/main.js']);
  return Number(stdout.trim().split('\n')[0]);
}

describe('npm start after the server dies', () => {
  it(
    'starts it again, saying so: health answers again after a kill -9, and the open courtroom is back',
    async ({ annotate }) => {
      const hearingId = await data.withDatabase(({ db }) => todaysHearingId(db, OWN_CASE));
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      supervisor = await npmStart(port);
      await untilHealthy(url, supervisor, () => output);
      const judge = await sessionSocket(url, await signInOver(url, demoAccount('Judge').email));
      await granted(judge, E.joinRoom, {});
      await granted(judge, E.setHearing, { roomId: 'Room1', hearingId });
      judge.close();

      const first = await serverPid(supervisor.pid ?? 0);
      process.kill(first, 'SIGKILL');
      const killedAt = Date.now();
      await untilHealthy(url, supervisor, () => output);
      // How soon is a measurement, not a check (a busy machine starts a server slowly): the aim is 10 s.
      await annotate(`the server answered again ${Date.now() - killedAt} ms after kill -9`);

      expect(await serverPid(supervisor.pid ?? 0)).not.toBe(first);
      expect(output).toContain('Nyaya Live stopped (killed by SIGKILL); starting it again in 1 s');
      // The judge's page joins again, as it does by itself after a lost connection: the hearing is still open.
      const again = await sessionSocket(url, await signInOver(url, demoAccount('Judge').email));
      const snapshot = await granted<CourtroomSnapshot>(again, E.joinRoom, {});
      again.close();
      expect(snapshot.hearing?.hearingId).toBe(hearingId);

      // Told to stop, it stops for good, the server with it.
      process.kill(supervisor.pid ?? 0, 'SIGTERM');
      const [code] = (await once(supervisor, 'exit')) as [number | null];
      expect(code).toBe(0);
      expect((await fetch(`${url}${API_PREFIX}/health`).catch(() => undefined))?.ok).not.toBe(true);
    },
    SERVER_PROCESS_TEST_MS,
  );
});
