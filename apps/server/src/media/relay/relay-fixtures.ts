import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { vi } from 'vitest';

const run = promisify(execFile);

/** A loopback port nobody listens on (yet). */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
    socket.once('close', () => socket.destroy());
    socket.setTimeout(500, () => socket.destroy());
    socket.once('connect', () => socket.end());
  });
}

async function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
}

export type RtmpServer = { port: number; recordDir: string; stop(): Promise<void> };

/**
 * nginx with the RTMP module on loopback, recording every published stream to <recordDir>/<key>.flv. Its
 * workers run as nobody, so the record directory is world-writable.
 */
export async function startRtmpServer(
  dir: string,
  port: number,
  { denyPublish = false }: { denyPublish?: boolean } = {},
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
  live on; ${denyPublish ? 'deny publish all;' : ''} record all; record_path ${recordDir}; record_unique off;
} } }
`,
  );
  const nginx = spawn('nginx', ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf], { stdio: 'ignore' });
  await vi.waitFor(
    async () => {
      if (nginx.exitCode !== null)
        throw new Error(`nginx exited: ${await readFile(join(dir, 'error.log'), 'utf8')}`);
      if (!(await accepts(port))) throw new Error('nginx is not listening yet');
    },
    { timeout: 5000, interval: 50 },
  );
  return {
    port,
    recordDir,
    async stop() {
      nginx.kill('SIGTERM');
      await ended(nginx);
    },
  };
}

export type LiveHls = { playlist: string; stop(): Promise<void> };

/** A live, growing HLS (2 s segments of H.264 + AAC, keyframes every 2 s) as the delayed public playlist is. */
export async function startLiveHls(dir: string): Promise<LiveHls> {
  await mkdir(dir, { recursive: true });
  const playlist = join(dir, 'index.m3u8');
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...[
        '-t',
        '120',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-g',
        '50',
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
      ],
      ...['-f', 'hls', '-hls_time', '2', '-hls_list_size', '5', '-hls_flags', 'delete_segments', playlist],
    ],
    { stdio: 'ignore' },
  );
  await vi.waitFor(
    async () => {
      const text = await readFile(playlist, 'utf8');
      if (!text.includes('.ts')) throw new Error('no segment yet');
    },
    { timeout: 10_000, interval: 100 },
  );
  return {
    playlist,
    async stop() {
      ffmpeg.kill('SIGKILL');
      await ended(ffmpeg);
    },
  };
}

/** A finished 2 s HLS (its playlist ends with EXT-X-ENDLIST). */
export async function writeFinishedHls(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const playlist = join(dir, 'index.m3u8');
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine', '-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'],
    ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', playlist],
  ]);
  return playlist;
}

/** The codecs and duration ffprobe reads from a media file. */
export async function probe(file: string): Promise<{ codecs: string[]; duration: number }> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-show_entries', 'stream=codec_name:format=duration', '-of', 'json', file],
  ]);
  const info = JSON.parse(stdout) as { streams: { codec_name: string }[]; format: { duration: string } };
  return {
    codecs: info.streams.map((stream) => stream.codec_name).sort(),
    duration: Number(info.format.duration),
  };
}

/** The command lines of this process's children that contain the marker. */
export async function childProcesses(marker: string): Promise<string[]> {
  const { stdout } = await run('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)]).catch(() => ({
    stdout: '',
  }));
  return stdout
    .split('\n')
    .filter((line) => line.includes(marker))
    .map((line) => line.trim());
}
