import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { untilListening } from '../media/until-listening.ts';

/** Resolves once the child has exited (at once if it already has). */
export async function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
}

export type RtmpServer = { port: number; recordDir: string; stop(): Promise<void> };

/**
 * nginx with the RTMP module on loopback, recording every published stream to <recordDir>/<key>.flv (with
 * `recordEachPublish`, <key>-<unix time>.flv per publish, so a relay that publishes again after a crash keeps what
 * it sent before): the stand-in for YouTube and Facebook in the relay's tests, the browser walk and the soak. Its
 * workers run as nobody, so the record directory is world-writable (and its parents must be traversable).
 */
export async function startRtmpServer(
  dir: string,
  port: number,
  {
    denyPublish = false,
    recordEachPublish = false,
  }: { denyPublish?: boolean; recordEachPublish?: boolean } = {},
): Promise<RtmpServer> {
  const recordDir = join(dir, 'record');
  await mkdir(recordDir, { recursive: true });
  await chmod(recordDir, 0o777);
  const conf = join(dir, 'nginx.conf');
  await writeFile(
    conf,
    `load_module /usr/lib/nginx/modules/ngx_rtmp_module.so;
daemon off;
master_process on;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')};
events { worker_connections 64; }
rtmp { server { listen 127.0.0.1:${port}; application live {
  live on; ${denyPublish ? 'deny publish all;' : ''} record all; record_path ${recordDir}; record_unique ${recordEachPublish ? 'on' : 'off'};
} } }
`,
  );
  const nginx = spawn('nginx', ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf], { stdio: 'ignore' });
  await untilListening(nginx, port, {
    name: 'nginx',
    whyExited: () => readFile(join(dir, 'error.log'), 'utf8'),
  });
  return {
    port,
    recordDir,
    async stop() {
      nginx.kill('SIGTERM');
      await ended(nginx);
    },
  };
}
