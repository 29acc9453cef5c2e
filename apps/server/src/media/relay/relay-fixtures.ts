import { execFile, spawn } from 'node:child_process';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
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

export type NumberedSegment = { sequence: number; uri: string; duration: number; firstFrame: string };

/** The md5 of a media file's first decoded picture (ffmpeg's framemd5). */
async function firstFrameOf(file: string): Promise<string> {
  const { stdout } = await run('ffmpeg', [
    ...['-v', 'error', '-i', file, '-map', '0:v:0', '-frames:v', '1', '-f', 'framemd5', '-'],
  ]);
  return stdout.trim().split('\n').at(-1)?.split(',').at(-1)?.trim() ?? '';
}

/** The first picture's md5 and the duration of what a platform recorded. */
export async function firstFrameAndDuration(file: string) {
  return { firstFrame: await firstFrameOf(file), duration: (await probe(file)).duration };
}

/**
 * `count` segments of 2 s (H.264 + AAC, a keyframe at each start, every picture different), named as the
 * pipeline names them (seg-<first>.ts on), each with its first picture's md5.
 */
export async function writeNumberedSegments(
  dir: string,
  { first, count }: { first: number; count: number },
): Promise<NumberedSegment[]> {
  await mkdir(dir, { recursive: true });
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine', '-t', String(2 * count), '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-force_key_frames', 'expr:gte(t,n_forced*2)', '-c:a', 'aac'],
    ...['-f', 'hls', '-hls_time', '2', '-hls_list_size', '0', '-start_number', String(first)],
    ...['-hls_segment_filename', join(dir, 'seg-%d.ts'), join(dir, 'source.m3u8')],
  ]);
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const sequence = first + index;
      const uri = `seg-${sequence}.ts`;
      return { sequence, uri, duration: 2, firstFrame: await firstFrameOf(join(dir, uri)) };
    }),
  );
}

/** A playlist of these segments, written as the broadcast writes the public one: live unless `ended`. */
export async function writeLivePlaylist(
  path: string,
  segments: readonly NumberedSegment[],
  { ended = false } = {},
): Promise<void> {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2'];
  lines.push(`#EXT-X-MEDIA-SEQUENCE:${segments[0]?.sequence ?? 0}`);
  for (const { duration, uri } of segments) lines.push(`#EXTINF:${duration.toFixed(6)},`, uri);
  if (ended) lines.push('#EXT-X-ENDLIST');
  const partial = `${path}.partial`;
  await writeFile(partial, `${lines.join('\n')}\n`);
  await rename(partial, path);
}
