// What a paused room's slates cost: each cut segment's slate rendered by ffmpeg (as the server did) against the
// server's own way, one rendering per text re-timed in process for every segment (ensureSlate), in the same run.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { HLS_SEGMENT_SECONDS, MESSAGES } from '@nyaya/shared';
import { slateUri } from '../apps/server/src/media/live/delayed-playlist.ts';
import {
  DEFAULT_SLATE_FORMAT,
  ensureSlate,
  prepareSlate,
  slateLines,
  slateRenderArgs,
  streamClockSeconds,
} from '../apps/server/src/media/live/slate.ts';
import { ownCpuSeconds, reapedChildrenCpuSeconds } from './live-media.ts';
import { percentile } from './process-usage.ts';
import { writeBenchmarkSection } from './report.ts';

const run = promisify(execFile);
const SEGMENTS = 30;
const T0 = Date.parse('2026-11-27T10:00:00.000Z');
const TEXT = MESSAGES.streamWithheldSlate;

type Result = { name: string; firstMs: number; perSlateMs: number[]; cpuSeconds: number };

const elapsedMs = (from: number) => performance.now() - from;
const cpuNow = () => ({ own: process.cpuUsage(), children: reapedChildrenCpuSeconds() });
const cpuSince = (from: ReturnType<typeof cpuNow>) =>
  ownCpuSeconds(from.own) + reapedChildrenCpuSeconds() - from.children;

/** The old way: ffmpeg renders every segment's slate, timed where the segment stands. */
async function renderedEach(dir: string): Promise<Result> {
  const textFile = join(dir, 'slate.txt');
  writeFileSync(textFile, slateLines(TEXT));
  const cpu = cpuNow();
  const perSlateMs: number[] = [];
  for (let index = 0; index < SEGMENTS; index += 1) {
    const started = performance.now();
    const start = T0 + index * HLS_SEGMENT_SECONDS * 1000;
    await run(
      'ffmpeg',
      slateRenderArgs(DEFAULT_SLATE_FORMAT, textFile, {
        seconds: HLS_SEGMENT_SECONDS,
        offsetSeconds: streamClockSeconds(start),
        target: join(dir, slateUri(index)),
      }),
    );
    perSlateMs.push(elapsedMs(started));
  }
  return {
    name: 'ffmpeg per slate (before)',
    firstMs: perSlateMs[0] ?? 0,
    perSlateMs,
    cpuSeconds: cpuSince(cpu),
  };
}

/** The server's way: rendered once when the cut starts, then each slate re-timed in process. */
async function retimedEach(dir: string): Promise<Result> {
  const cpu = cpuNow();
  const prepared = performance.now();
  await prepareSlate(dir, TEXT);
  const firstMs = elapsedMs(prepared);
  const perSlateMs: number[] = [];
  for (let index = 0; index < SEGMENTS; index += 1) {
    const started = performance.now();
    const start = T0 + index * HLS_SEGMENT_SECONDS * 1000;
    const segment = { sequence: index, uri: slateUri(index), start, duration: HLS_SEGMENT_SECONDS };
    await ensureSlate(dir, { ...segment, discontinuity: false, slate: TEXT });
    perSlateMs.push(elapsedMs(started));
  }
  return { name: 'rendered once, re-timed (ensureSlate)', firstMs, perSlateMs, cpuSeconds: cpuSince(cpu) };
}

const work = mkdtempSync(join(tmpdir(), 'nyaya-bench-slates-'));
try {
  const results: Result[] = [];
  for (const [name, measure] of [
    ['before', renderedEach],
    ['after', retimedEach],
  ] as const) {
    const dir = join(work, name);
    mkdirSync(dir, { recursive: true });
    results.push(await measure(dir));
  }
  const cores = cpus().length;
  const rows = results.map(({ name, firstMs, perSlateMs, cpuSeconds }) => {
    const perSlate = cpuSeconds / SEGMENTS;
    // A paused room needs one new slate every segment length: this many such rooms fill the machine's cores.
    const rooms = Math.floor((cores * HLS_SEGMENT_SECONDS) / perSlate);
    return `| ${name} | ${firstMs.toFixed(0)} | ${percentile(perSlateMs, 0.5).toFixed(1)} | ${Math.max(...perSlateMs).toFixed(1)} | ${(perSlate * 1000).toFixed(1)} | ${rooms} |`;
  });
  const body = [
    `${SEGMENTS} slates of ${HLS_SEGMENT_SECONDS} s at ${DEFAULT_SLATE_FORMAT.width}×${DEFAULT_SLATE_FORMAT.height}, ${DEFAULT_SLATE_FORMAT.frameRate} fps with sound, one after another. "First" is the wait before the first slate can be served once a pause starts (the rendering of the text for the re-timed way); "rooms" is how many paused rooms the machine's ${cores} cores keep in slates, one per segment length each.`,
    '',
    '| way | first (ms) | per slate p50 (ms) | per slate max (ms) | CPU per slate (ms) | paused rooms per machine |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(body);
  writeBenchmarkSection('Live stream: slates for paused rooms, ffmpeg per slate vs rendered once', body);
} finally {
  rmSync(work, { recursive: true, force: true });
}
