import { API_PREFIX } from '@nyaya/shared';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import processSettings from '../process-settings.json';
import { BUILT_SERVER, SERVER_ROOT } from './core/paths.ts';
import { freePort } from './test/ports.ts';
import {
  killAll,
  SERVER_PROCESS_TEST_MS,
  startServerProcess,
  type ServerProcess,
} from './test/server-process.ts';
import { databaseForServers } from './test/test-database.ts';

/** An address of this machine that other machines reach it by (not loopback). */
function networkAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
  if (!address) throw new Error('this machine has no network address to check against');
  return address.address;
}

const dataDirs: string[] = [];

/** An empty DATA_DIR: the server makes its database and demo data there as `npm start` does on a new machine. */
async function emptyDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'nyaya-main-'));
  dataDirs.push(dir);
  return dir;
}

/** A DATA_DIR whose database is made already (a copy of the suite's template), for the starts that check the rest. */
async function madeDataDir(): Promise<string> {
  const dir = await emptyDataDir();
  await databaseForServers(dir);
  return dir;
}

afterAll(() => Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

function canConnect(host: string, port: number): Promise<boolean> {
  const socket = connect({ host, port });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('npm start with demo data', { timeout: SERVER_PROCESS_TEST_MS }, () => {
  let server: ServerProcess;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    server = await startServerProcess({ HOST: '', DATA_DIR: await emptyDataDir(), LOG_LEVEL: 'warn' }, port);
  }, SERVER_PROCESS_TEST_MS);
  afterAll(() => killAll());

  it('listens on this machine only, unless HOST says otherwise', async () => {
    expect((await fetch(`${server.url}${API_PREFIX}/health`)).status).toBe(200);
    expect(await canConnect(networkAddress(), port)).toBe(false);
  });

  it('refuses to start on a network address, saying why', async () => {
    const child = spawn(process.execPath, [BUILT_SERVER], {
      cwd: SERVER_ROOT,
      env: { ...process.env, HOST: '0.0.0.0', PORT: String(await freePort()), NODE_ENV: 'development' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (data: Buffer) => (errors += data.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(processSettings.configErrorExitCode);
    expect(errors).toContain('HOST: Demo data');
    expect(errors).toContain('ALLOW_DEMO_ON_NETWORK=true');
    expect(errors).not.toMatch(/\n\s+at /);
  });
});

describe('a server not in production mode on a network address', { timeout: SERVER_PROCESS_TEST_MS }, () => {
  afterAll(() => killAll());

  it('warns at start that it is not set up for a court', async () => {
    const server = await startServerProcess(
      {
        HOST: '0.0.0.0',
        NODE_ENV: 'development',
        DEMO_DATA: 'false',
        DATA_DIR: await madeDataDir(),
        LOG_LEVEL: 'warn',
      },
      await freePort(),
    );
    await expect.poll(() => server.output()).toContain('Set NODE_ENV=production for a court.');
    expect(server.output()).toContain('the server listens on 0.0.0.0');
  });

  it('says nothing of it on loopback', async () => {
    const server = await startServerProcess(
      { DEMO_DATA: 'false', DATA_DIR: await madeDataDir(), LOG_LEVEL: 'warn' },
      await freePort(),
    );
    expect((await fetch(`${server.url}${API_PREFIX}/health`)).status).toBe(200);
    expect(server.output()).not.toContain('NODE_ENV=production');
  });
});
