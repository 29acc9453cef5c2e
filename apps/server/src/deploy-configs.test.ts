import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { untilListening } from './media/until-listening.ts';
import { JanusConnection, JanusError } from './modules/courtroom/sfu/janus-connection.ts';
import { REPO_ROOT } from './core/paths.ts';
import { freePort } from './test/ports.ts';

const run = promisify(execFile);
const DEPLOY = join(REPO_ROOT, 'deploy');
/** Janus and coturn load their plugins and certificates first: seconds on a busy machine. */
const STARTS_WITHIN_MS = 20_000;

let work: string;
let out: string;
let ports: { turn: number; turnTls: number; janus: number };
const started: ChildProcess[] = [];

/** The court's environment file (deploy/nyaya-live.env.example) on this machine's loopback and free ports. */
async function writeEnvFile(path: string, cert: string, key: string) {
  const example = await readFile(join(DEPLOY, 'nyaya-live.env.example'), 'utf8');
  const here: Record<string, string> = {
    PUBLIC_IP: '127.0.0.1',
    JANUS_URL: `ws://127.0.0.1:${ports.janus}`,
    JANUS_RTP_PORTS: `${ports.janus + 1}-${ports.janus + 100}`,
    JANUS_CONFIG_DIR: join(out, 'janus'),
    TURN_PORT: String(ports.turn),
    TURN_TLS_PORT: String(ports.turnTls),
    TURN_MIN_PORT: String(ports.turn + 1),
    TURN_MAX_PORT: String(ports.turn + 100),
    TLS_CERT: cert,
    TLS_KEY: key,
    APP_DIR: REPO_ROOT,
  };
  const lines = example
    .split('\n')
    .filter((line) => !Object.keys(here).some((k) => line.startsWith(`${k}=`)));
  await writeFile(path, [...lines, ...Object.entries(here).map(([k, v]) => `${k}=${v}`), ''].join('\n'));
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'nyaya-deploy-'));
  out = join(work, 'etc');
  ports = { turn: await freePort(), turnTls: await freePort(), janus: await freePort() };
  // A throwaway certificate in place of the court's.
  const [cert, key] = [join(work, 'cert.pem'), join(work, 'key.pem')];
  await run('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=live.court.example.in'],
    ...['-keyout', key, '-out', cert],
  ]);
  const envFile = join(work, 'nyaya-live.env');
  await writeEnvFile(envFile, cert, key);
  await run(process.execPath, [join(DEPLOY, 'configure.mjs'), envFile, out]);
}, 60_000);

afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(work, { recursive: true, force: true });
});

/** Starts a server of the deployment on its generated configuration and waits for it to listen. */
async function startOn(command: string, args: string[], port: number) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  started.push(child);
  let errors = '';
  child.stderr?.on('data', (data: Buffer) => (errors = (errors + data.toString()).slice(-4000)));
  await untilListening(child, port, {
    name: command,
    timeoutMs: STARTS_WITHIN_MS,
    whyExited: async () => `exit code ${child.exitCode}: ${errors}`,
  });
  return child;
}

describe('deploy/: the configurations deploy/configure.mjs writes', () => {
  it('fills every value from the environment file, and refuses one that lacks a value, naming it', async () => {
    for (const file of [
      'nyaya-live.service',
      'nginx/nyaya-live.conf',
      'turnserver.conf',
      'janus/janus.jcfg',
    ]) {
      expect(await readFile(join(out, file), 'utf8')).not.toMatch(/\$\{[A-Z0-9_]+\}/);
    }
    const lacking = join(work, 'lacking.env');
    await writeFile(lacking, 'PUBLIC_URL=https://live.court.example.in\n');
    const refused = await run(process.execPath, [
      join(DEPLOY, 'configure.mjs'),
      lacking,
      join(work, 'x'),
    ]).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('does not set') });
    expect((refused as { stderr: string }).stderr).toMatch(/TURN_SECRET/);
  });

  it('the service unit passes systemd-analyze verify: restarted always, never after a wrong setting', async () => {
    const unit = join(out, 'nyaya-live.service');
    const { stderr } = await run('systemd-analyze', ['verify', unit]);
    expect(stderr.split('\n').filter((line) => line.includes('nyaya-live.service'))).toEqual([]);
    const text = await readFile(unit, 'utf8');
    const processSettings = JSON.parse(
      await readFile(join(REPO_ROOT, 'apps/server/process-settings.json'), 'utf8'),
    ) as { configErrorExitCode: number; nodeFlags: string[] };
    expect(text).toContain('Restart=always');
    expect(text).toContain(`RestartPreventExitStatus=${processSettings.configErrorExitCode}`);
    for (const flag of processSettings.nodeFlags) expect(text).toContain(flag);
  });

  it('the nginx site passes nginx -t with a certificate', async () => {
    const main = join(work, 'nginx.conf');
    await writeFile(
      main,
      [
        `pid ${join(work, 'nginx.pid')};`,
        `error_log ${join(work, 'nginx-error.log')};`,
        'events {}',
        `http { include /etc/nginx/mime.types; access_log off; include ${join(out, 'nginx/nyaya-live.conf')}; }`,
        '',
      ].join('\n'),
    );
    const { stderr } = await run('nginx', ['-t', '-q', '-p', work, '-c', main]);
    expect(stderr).toBe('');
  });

  it('coturn starts on its configuration: TURN on UDP and TCP, TURN over TLS', async () => {
    await startOn('turnserver', ['-c', join(out, 'turnserver.conf')], ports.turnTls);
    await untilListening(started.at(-1) as ChildProcess, ports.turn, {
      name: 'turnserver',
      whyExited: async () => 'exited',
    });
  });

  it('Janus starts on its configuration and takes a session only with the API secret', async () => {
    const janus = await startOn(
      'janus',
      ['-F', join(out, 'janus'), '-C', join(out, 'janus/janus.jcfg')],
      ports.janus,
    );
    const env = await readFile(join(work, 'nyaya-live.env'), 'utf8');
    const apiSecret = /^JANUS_API_SECRET=(.*)$/m.exec(env)?.[1] ?? '';
    const url = `ws://127.0.0.1:${ports.janus}`;
    const stranger = await JanusConnection.open(url, 'not-the-secret');
    await expect(stranger.createSession()).rejects.toThrow(JanusError);
    stranger.close();
    const server = await JanusConnection.open(url, apiSecret);
    await expect(server.createSession()).resolves.toBeDefined();
    server.close();
    janus.kill('SIGTERM');
  });
});
