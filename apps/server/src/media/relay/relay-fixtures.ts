import { execFile, spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { vi } from 'vitest';
import { ended } from '../../test/rtmp-server.ts';

const run = promisify(execFile);

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

/** The command lines (after the pid) of a process's children, this one's unless told, that contain the marker. */
export async function childProcesses(marker: string, parent = process.pid): Promise<string[]> {
  const { stdout } = await run('ps', ['-o', 'pid=,args=', '--ppid', String(parent)]).catch(() => ({
    stdout: '',
  }));
  return stdout
    .split('\n')
    .filter((line) => line.includes(marker))
    .map((line) => line.trim());
}
