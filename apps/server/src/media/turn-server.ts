import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { rm, writeFile } from 'node:fs/promises';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import type { TurnServer } from '../core/config.ts';
import { freshConfigFolder } from './config-folders.ts';
import { diesWithServer } from './dies-with-server.ts';
import { untilListening } from './until-listening.ts';

/**
 * The address relayed candidates get: this machine's own network address where it has one. Janus (libnice) takes
 * no loopback candidate of a browser, so a relay on 127.0.0.1 could reach the other browsers but not the SFU.
 */
function relayAddress(): string {
  const own = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal);
  return own?.address ?? '127.0.0.1';
}

/**
 * coturn's configuration for a TURN server on loopback with the TURN REST API (use-auth-secret): the embedded
 * default of `npm start` and the tests' stand-in. Relayed ports come from a small range of its own, on this
 * machine's address; peers on loopback are allowed (everyone is on this machine). No TLS, no DTLS, no CLI. A file
 * only this user reads: the secret is on no command line.
 */
export function turnServerConfig({ port, secret }: { port: number; secret: string }): string {
  return [
    'listening-ip=127.0.0.1',
    `relay-ip=${relayAddress()}`,
    `listening-port=${port}`,
    `min-port=${port + 1}`,
    `max-port=${port + 100}`,
    'use-auth-secret',
    `static-auth-secret=${secret}`,
    'realm=nyaya',
    ...['no-tls', 'no-dtls', 'no-cli', 'allow-loopback-peers', 'no-stdout-log', 'simple-log'],
    '',
  ].join('\n');
}

export type RunningTurnServer = { turn: TurnServer; stop(): Promise<void> };

/**
 * Starts coturn on 127.0.0.1:`port` with a secret of its own, and resolves once it takes connections. It dies
 * with this process. The configuration folders of dead servers are removed first.
 */
export async function startTurnServer(port: number, ttlSeconds: number): Promise<RunningTurnServer> {
  const secret = randomBytes(24).toString('hex');
  const dir = await freshConfigFolder('turn');
  const configFile = join(dir, 'turnserver.conf');
  await writeFile(configFile, turnServerConfig({ port, secret }), { mode: 0o600 });
  const child: ChildProcess = spawn(...diesWithServer('turnserver', ['-c', configFile]), {
    stdio: 'ignore',
  });
  // Not installed: spawn fails with an error event (unhandled, it would end this process); untilListening says so.
  child.on('error', () => undefined);
  const exited = once(child, 'exit');
  await untilListening(child, port, {
    name: 'turnserver',
    whyExited: async () => `exit code ${child.exitCode}`,
  });
  const urls = [`turn:127.0.0.1:${port}?transport=udp`, `turn:127.0.0.1:${port}?transport=tcp`];
  return {
    turn: { urls, secret, ttlSeconds },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
