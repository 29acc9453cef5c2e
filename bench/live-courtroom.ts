// What one live courtroom (recording ingest → HLS, 720p25) costs the server, for the H.264 copy path and the VP8
// transcode path side by side, and how many courtrooms one 2-core machine carries in real time on each path, and on
// the copy path with the low rendition the judge's browser sends beside the recording (a second pipeline per room,
// issue 41). All run the server's own ffmpeg arguments (liveFfmpegArgs) in the same run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { HLS_SEGMENT_SECONDS, type RecordingMimeType } from '@nyaya/shared';
import { livePlaylistPath } from '../apps/server/src/media/live/live-files.ts';
import {
  LOW_RUNG_VIDEO,
  generateIngest,
  ingestKinds,
  ownCpuSeconds,
  reapedChildrenCpuSeconds,
  spawnLivePipeline,
  trimIngest,
  type IngestKind,
} from './live-media.ts';
import { writeBenchmarkSection } from './report.ts';

const run = promisify(execFile);
const MEDIA_SECONDS = 60;
/** Each concurrency step streams this much in real time, so the whole bench stays within a few minutes. */
const PACED_SECONDS = 30;
/** A room keeps up when its last segment is listed within two segment lengths of the end of its real-time feed. */
const MAX_LAG_SECONDS = 2 * HLS_SEGMENT_SECONDS;
const MACHINE_CORES = 2;
const FEED_TICK_MS = 100;
const WATCH_TICK_MS = 250;
/** The machine is shared: a step that falls behind runs once more before the steps stop (both rows reported). */
const ATTEMPTS = 2;
const STEPS = { copy: [10, 20, 40, 60, 80], copyAndLow: [20, 40, 60], transcode: [1, 2, 3, 4] };

/** The low rendition of `source` as the judge's browser sends it (LOW_RUNG_VIDEO), its sound as it is. */
async function lowRendition(source: string, target: string) {
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-i', source, ...LOW_RUNG_VIDEO],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-c:a', 'copy', target],
  ]);
}

const seconds = (from: number) => (performance.now() - from) / 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

/** The media seconds each listed segment ends at, in order. */
function segmentEnds(playlistPath: string): number[] {
  let text: string;
  try {
    text = readFileSync(playlistPath, 'utf8');
  } catch {
    return [];
  }
  let end = 0;
  return [...text.matchAll(/^#EXTINF:([\d.]+),/gm)].map((match) => (end += Number(match[1])));
}

type Cost = {
  cpuSecondsPerMediaSecond: number;
  timesRealTime: number;
  wallSeconds: number;
  segments: number;
};

/** One room's whole recording pushed through the live ffmpeg as fast as it takes it. */
async function measureCost(kind: IngestKind, work: string): Promise<Cost> {
  const dir = mkdtempSync(join(work, 'cost-'));
  const cpuBefore = reapedChildrenCpuSeconds();
  const started = performance.now();
  const ffmpeg = spawnLivePipeline(dir, kind.mimeType);
  const exited = new Promise<number | null>((resolve) => ffmpeg.on('close', resolve));
  ffmpeg.stdin.end(readFileSync(kind.file));
  const code = await exited;
  if (code !== 0) throw new Error(`live ffmpeg exited with ${code} on ${kind.name}`);
  const cpu = reapedChildrenCpuSeconds() - cpuBefore;
  return {
    cpuSecondsPerMediaSecond: cpu / MEDIA_SECONDS,
    timesRealTime: MEDIA_SECONDS / cpu,
    wallSeconds: seconds(started),
    segments: segmentEnds(livePlaylistPath(dir)).length,
  };
}

/** How late each segment was listed after its last byte was due, in order. */
type RoomRun = { lagsSeconds: number[]; exitCode: number | null };

/** One room fed its recording at the rate it was recorded, watching when each segment gets listed. */
async function streamRoom(recording: Buffer, mimeType: RecordingMimeType, dir: string): Promise<RoomRun> {
  const started = performance.now();
  const ffmpeg = spawnLivePipeline(dir, mimeType);
  const exited = new Promise<number | null>((resolve) => ffmpeg.on('close', resolve));
  ffmpeg.stdin.on('error', () => undefined);
  ffmpeg.stderr.resume();

  const lagsSeconds: number[] = [];
  const watch = () => {
    const ends = segmentEnds(livePlaylistPath(dir));
    const elapsed = seconds(started);
    for (const end of ends.slice(lagsSeconds.length)) lagsSeconds.push(elapsed - end);
  };
  const watcher = setInterval(watch, WATCH_TICK_MS);

  let sent = 0;
  const feeder = setInterval(() => {
    const due = Math.min(recording.length, Math.floor((recording.length * seconds(started)) / PACED_SECONDS));
    if (due > sent) ffmpeg.stdin.write(recording.subarray(sent, due));
    sent = due;
    if (sent === recording.length) {
      clearInterval(feeder);
      ffmpeg.stdin.end();
    }
  }, FEED_TICK_MS);

  const exitCode = await exited;
  clearInterval(feeder);
  clearInterval(watcher);
  watch();
  return { lagsSeconds, exitCode };
}

type Step = {
  rooms: number;
  keptUp: boolean;
  medianLagSeconds: number;
  worstLagSeconds: number;
  worstEndLagSeconds: number;
  pipelineCores: number;
  feederCores: number;
  loadBefore: number;
};

/**
 * `rooms` courtrooms streaming at once, their starts spread over one segment as real hearings would be; each room
 * streams every one of `recordings` (its renditions), each through a pipeline of its own.
 */
async function runStep(
  recordings: Buffer[],
  mimeType: RecordingMimeType,
  rooms: number,
  work: string,
): Promise<Step> {
  const loadBefore = loadAverage();
  const cpuBefore = reapedChildrenCpuSeconds();
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const runs = await Promise.all(
    Array.from({ length: rooms }, async (_, index) => {
      await sleep((index * HLS_SEGMENT_SECONDS * 1000) / rooms);
      return Promise.all(
        recordings.map((recording) =>
          streamRoom(recording, mimeType, mkdtempSync(join(work, `room${index}-`))),
        ),
      );
    }),
  ).then((perRoom) => perRoom.flat());
  const wall = seconds(started);
  const lags = runs.flatMap((run) => run.lagsSeconds).sort((a, b) => a - b);
  const worstEndLagSeconds = Math.max(...runs.map((run) => run.lagsSeconds.at(-1) ?? Infinity));
  const pipelineCores = (reapedChildrenCpuSeconds() - cpuBefore) / wall;
  const feederCores = ownCpuSeconds(ownBefore) / wall;
  const expectedSegments = PACED_SECONDS / HLS_SEGMENT_SECONDS;
  const allWritten = runs.every((run) => run.exitCode === 0 && run.lagsSeconds.length >= expectedSegments);
  return {
    rooms,
    keptUp:
      allWritten && worstEndLagSeconds <= MAX_LAG_SECONDS && pipelineCores + feederCores < MACHINE_CORES,
    medianLagSeconds: lags[Math.floor(lags.length / 2)] ?? Infinity,
    worstLagSeconds: lags.at(-1) ?? Infinity,
    worstEndLagSeconds,
    pipelineCores,
    feederCores,
    loadBefore,
  };
}

/** Steps up the number of rooms until one step does not keep up. */
async function capacity(recordings: Buffer[], mimeType: RecordingMimeType, steps: number[], work: string) {
  const results: Step[] = [];
  for (const rooms of steps) {
    let keptUp = false;
    for (let attempt = 1; attempt <= ATTEMPTS && !keptUp; attempt++) {
      const step = await runStep(recordings, mimeType, rooms, work);
      console.log(`${mimeType} × ${rooms}, attempt ${attempt}: ${JSON.stringify(step)}`);
      results.push(step);
      keptUp = step.keptUp;
      await sleep(3000);
    }
    if (!keptUp) break;
  }
  return {
    results,
    sustained: Math.max(0, ...results.filter((step) => step.keptUp).map((step) => step.rooms)),
  };
}

const fixed = (value: number, digits = 2) => value.toFixed(digits);

const work = mkdtempSync(join(tmpdir(), 'nyaya-bench-live-'));
try {
  const [copyKind, transcodeKind] = ingestKinds(work);
  if (!copyKind || !transcodeKind) throw new Error('two ingest kinds expected');
  const kinds = [copyKind, transcodeKind];
  const paced = new Map<IngestKind, Buffer>();
  for (const kind of kinds) {
    await generateIngest(kind, MEDIA_SECONDS);
    const pacedFile = join(work, `paced-${kind.file.split('/').pop() ?? ''}`);
    await trimIngest(kind.file, pacedFile, PACED_SECONDS);
    paced.set(kind, readFileSync(pacedFile));
  }

  const costs = [];
  for (const kind of kinds) costs.push({ kind, cost: await measureCost(kind, work) });
  for (const { kind, cost } of costs) console.log(`${kind.name}: ${JSON.stringify(cost)}`);

  // The low rendition as the judge's browser records it beside the recording: 360p H.264 at 400 kb/s.
  const lowFile = join(work, 'paced-low.mkv');
  await lowRendition(join(work, `paced-${copyKind.file.split('/').pop() ?? ''}`), lowFile);
  const courtroom = paced.get(copyKind) ?? Buffer.alloc(0);
  const copy = await capacity([courtroom], copyKind.mimeType, STEPS.copy, work);
  const copyAndLow = await capacity(
    [courtroom, readFileSync(lowFile)],
    copyKind.mimeType,
    STEPS.copyAndLow,
    work,
  );
  const transcode = await capacity(
    [paced.get(transcodeKind) ?? Buffer.alloc(0)],
    transcodeKind.mimeType,
    STEPS.transcode,
    work,
  );

  const costTable = [
    '| ingest | CPU s per media s | × real time (one core) | wall s for 60 s | segments |',
    '|---|---|---|---|---|',
    ...costs.map(
      ({ kind, cost }) =>
        `| ${kind.name} | ${fixed(cost.cpuSecondsPerMediaSecond, 4)} | ${fixed(cost.timesRealTime, 1)} | ${fixed(cost.wallSeconds)} | ${cost.segments} |`,
    ),
  ].join('\n');
  const stepRows = (name: string, steps: Step[]) =>
    steps.map(
      (step) =>
        `| ${name} | ${step.rooms} | ${step.keptUp ? 'yes' : 'no'} | ${fixed(step.worstEndLagSeconds)} | ${fixed(step.medianLagSeconds)} | ${fixed(step.worstLagSeconds)} | ${fixed(step.pipelineCores)} | ${fixed(step.feederCores)} | ${fixed(step.loadBefore)} |`,
    );
  const capacityTable = [
    '| path | rooms | kept up | last segment lag s (worst room) | segment lag s, median | segment lag s, worst | ffmpeg cores | feeder cores | load before |',
    '|---|---|---|---|---|---|---|---|---|',
    ...stepRows('copy', copy.results),
    ...stepRows('copy + low rung', copyAndLow.results),
    ...stepRows('transcode', transcode.results),
  ].join('\n');
  const [copyCost, transcodeCost] = costs.map(({ cost }) => cost);
  const projected = (cost?: Cost) => Math.floor(MACHINE_CORES / (cost?.cpuSecondsPerMediaSecond ?? Infinity));
  const ratio = (transcodeCost?.cpuSecondsPerMediaSecond ?? 0) / (copyCost?.cpuSecondsPerMediaSecond ?? 1);

  writeBenchmarkSection(
    'Live courtroom: ingest → HLS cost and rooms per machine',
    [
      `Inputs: ${MEDIA_SECONDS} s of 1280x720@25 testsrc2 with a 440 Hz tone, 2.5 Mb/s video with a keyframe every 2 s`,
      'and Opus audio, as the judge’s browser records it: H.264 in Matroska (libx264 veryfast) and VP8 in WebM',
      '(libvpx realtime). Every run uses the server’s own live ffmpeg arguments (`liveFfmpegArgs`: 2 s HLS',
      'segments with program-date-time, audio to AAC, video copied for H.264 and x264 veryfast for VP8). CPU is',
      'user + system time of the reaped ffmpeg processes, read from this process’s `/proc/self/stat` (cutime, cstime).',
      'The low rung (issue 41) is the same input at 360p, H.264 at 400 kb/s (x264 veryfast), as the judge’s browser',
      'sends it beside the recording: the server runs a second copy pipeline for it per room.',
      '',
      '### One room, recording pushed as fast as ffmpeg takes it',
      '',
      costTable,
      '',
      `- The transcode path costs ${fixed(ratio, 0)}× the copy path per media second in the same run.`,
      '',
      `### Rooms streaming at once, each fed in real time (${PACED_SECONDS} s per step)`,
      '',
      `Each room gets its recording’s bytes at the recorded rate (every ${FEED_TICK_MS} ms), starts spread over one`,
      `segment. A segment’s lag is the time it got listed (playlist polled every ${WATCH_TICK_MS} ms) minus the time`,
      `its last byte was due. A step keeps up when every room wrote all ${PACED_SECONDS / HLS_SEGMENT_SECONDS} segments,`,
      `the last one within ${MAX_LAG_SECONDS} s (two segment lengths) of the end of the feed, and ffmpeg plus the feeder`,
      `used less than ${MACHINE_CORES} cores. A step that does not keep up runs once more; steps stop when that fails`,
      `too. The machine has`,
      `${cpus().length} cores and is shared with other work (1-minute load average before each step in the last column).`,
      '',
      capacityTable,
      '',
      `- Copy path: ${copy.sustained} rooms sustained on ${MACHINE_CORES} cores (target: at least 40).`,
      `- Copy path with the low rung from the judge’s browser (two pipelines a room): ${copyAndLow.sustained} rooms (target: at least 40).`,
      `- Transcode path: ${transcode.sustained} room(s) sustained on ${MACHINE_CORES} cores.`,
      `- From the one-room cost alone (CPU the only limit): ${projected(copyCost)} copy rooms or`,
      `  ${projected(transcodeCost)} transcode rooms per ${MACHINE_CORES} cores.`,
    ].join('\n'),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
