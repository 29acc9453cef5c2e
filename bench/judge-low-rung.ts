// What a low live rendition (issue 41 point 1: about 360p at 400 kb/s) would cost the judge's browser if it encoded it,
// beside what recording the courtroom costs it today, measured in the same run: Chromium (Debian's, headless, as the
// suite runs it) draws a 1280x720 composite at 25 frames a second (moving shapes and text, as the courtroom's
// compositor draws tiles and a caption) and records it with MediaRecorder as the judge's page does (H.264, a keyframe
// every 2 s, 2 s chunks); then a second canvas draws the composite scaled to 640x360 each frame and a second recorder
// records it at 400 kb/s. Reported: Chromium's CPU seconds (all its processes) per second of each phase, and what
// each recorder uploads a second. The server's cost of the same rung is bench/rendition-cost.ts's. Last, both
// recorders started in the same task, as the page would start them with the recording: whether their keyframes fall
// on the same moments, which decides whether the low rung's segments can line up with the courtroom's.
import { RECORDING, RECORDING_PRESETS, LOW_RENDITION } from '@nyaya/shared';
import { chromium, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM } from '../e2e/support/chromium.ts';
import { writeBenchmarkSection } from './report.ts';

const run = promisify(execFile);
const PHASE_SECONDS = Number(process.env.LOW_RUNG_SECONDS ?? 30);
const PRESET = RECORDING_PRESETS.medium;
const clockTicks = 100;

/** The user + system CPU seconds of a process's descendants (not its own), from /proc. */
function treeCpuSeconds(root: number): number {
  const parents = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(fields[1]));
      cpu.set(Number(name), (Number(fields[11]) + Number(fields[12])) / clockTicks);
    } catch {
      // Gone since it was listed.
    }
  }
  const inTree = (pid: number): boolean => {
    for (let at = parents.get(pid) ?? 0; at > 1; at = parents.get(at) ?? 0) if (at === root) return true;
    return false;
  };
  return [...cpu].reduce((sum, [pid, seconds]) => sum + (inTree(pid) ? seconds : 0), 0);
}

/** The page's side: the composite, its recorder, and on asking the low canvas and its recorder. */
type PageSettings = {
  width: number;
  height: number;
  fps: number;
  keyFrameMs: number;
  chunkMs: number;
  low: number;
};

function pageScript({ width, height, fps, keyFrameMs, chunkMs, low }: PageSettings) {
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d');
  const sound = new AudioContext();
  const tone = sound.createOscillator();
  const mixed = sound.createMediaStreamDestination();
  tone.connect(mixed);
  tone.start();
  const frameListeners: (() => void)[] = [];
  let frame = 0;
  setInterval(() => {
    if (!context) return;
    frame += 1;
    context.fillStyle = '#111418';
    context.fillRect(0, 0, width, height);
    for (let tile = 0; tile < 4; tile += 1) {
      context.fillStyle = `hsl(${(frame * 3 + tile * 90) % 360} 60% 45%)`;
      context.fillRect(
        (tile % 2) * (width / 2) + 8,
        Math.floor(tile / 2) * (height / 2) + 8,
        width / 2 - 16,
        height / 2 - 16,
      );
    }
    context.fillStyle = '#f8f9fa';
    context.font = '28px sans-serif';
    context.fillText(`Court No. 1 · CS-DJ/118/2025 · ${new Date().toISOString()}`, 24, height - 24);
    frameListeners.forEach((listener) => listener());
  }, 1000 / fps);
  const audio = mixed.stream.getAudioTracks();
  const bytes = { source: 0, low: 0 };
  const kept: Record<'source' | 'low', Blob[]> = { source: [], low: [] };
  const recorders: MediaRecorder[] = [];
  const record = (stream: MediaStream, kind: 'source' | 'low', videoBitsPerSecond?: number) => {
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=h264,opus',
      videoKeyFrameIntervalDuration: keyFrameMs,
      ...(videoBitsPerSecond ? { videoBitsPerSecond, audioBitsPerSecond: 64_000 } : {}),
    } as MediaRecorderOptions);
    recorder.ondataavailable = ({ data }) => {
      bytes[kind] += data.size;
      kept[kind].push(data);
    };
    recorders.push(recorder);
    return recorder;
  };
  const sourceStream = () => new MediaStream([...canvas.captureStream(fps).getVideoTracks(), ...audio]);
  const lowStream = () => {
    const small = Object.assign(document.createElement('canvas'), { width: (low * 16) / 9, height: low });
    const smallContext = small.getContext('2d');
    frameListeners.push(() => smallContext?.drawImage(canvas, 0, 0, small.width, small.height));
    return new MediaStream([...small.captureStream(fps).getVideoTracks(), ...audio]);
  };
  const stopped = (recorder: MediaRecorder) =>
    new Promise((resolve) => {
      recorder.addEventListener('stop', resolve, { once: true });
      recorder.stop();
    });
  record(sourceStream(), 'source').start(chunkMs);
  const startLow = () => record(lowStream(), 'low', 400_000).start(chunkMs);
  /** Stops every recorder, then starts a new pair in one task, keeping what each records. */
  const startBoth = async () => {
    await Promise.all(recorders.map(stopped));
    kept.source = [];
    kept.low = [];
    const pair = [record(sourceStream(), 'source'), record(lowStream(), 'low', 400_000)];
    pair.forEach((recorder) => recorder.start(chunkMs));
  };
  /** What the pair recorded, each as one file's bytes (base64), once both have stopped. */
  const recorded = async () => {
    await Promise.all(recorders.slice(-2).map(stopped));
    const base64 = async (blobs: Blob[]) => {
      const data = new Uint8Array(await new Blob(blobs).arrayBuffer());
      let text = '';
      for (let at = 0; at < data.length; at += 0x8000) {
        text += String.fromCharCode(...data.subarray(at, at + 0x8000));
      }
      return btoa(text);
    };
    return { source: await base64(kept.source), low: await base64(kept.low) };
  };
  Object.assign(window, { bytes, startLow, startBoth, recorded });
}

/** The times of a recording's video keyframes, in seconds from its start. */
async function keyframeTimes(file: string): Promise<number[]> {
  const { stdout } = await run('ffprobe', [
    ...[
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'packet=pts_time,flags',
      '-of',
      'csv=p=0',
      file,
    ],
  ]);
  return stdout
    .trim()
    .split('\n')
    .map((line) => line.split(','))
    .filter(([, flags]) => flags?.startsWith('K'))
    .map(([time]) => Number(time));
}

/**
 * Both recorders started in one task and run a phase: for each of the courtroom recorder's keyframes, how far the
 * low recorder's nearest keyframe is (ms).
 */
async function keyframeAlignment(page: Page) {
  type Pair = { startBoth: () => Promise<void>; recorded: () => Promise<{ source: string; low: string }> };
  await page.evaluate(() => (window as unknown as Pair).startBoth());
  await page.waitForTimeout(PHASE_SECONDS * 1000);
  const files = await page.evaluate(() => (window as unknown as Pair).recorded());
  const work = mkdtempSync(join(tmpdir(), 'nyaya-low-rung-'));
  try {
    const [source = [], low = []] = await Promise.all(
      (['source', 'low'] as const).map(async (kind) => {
        const file = join(work, `${kind}.webm`);
        writeFileSync(file, Buffer.from(files[kind], 'base64'));
        return keyframeTimes(file);
      }),
    );
    // Signed: the low keyframe nearest each courtroom keyframe, how much later (ms; negative, earlier).
    const offsets = source.map((time) => {
      const nearest = low.reduce((best, other) =>
        Math.abs(other - time) < Math.abs(best - time) ? other : best,
      );
      return Math.round((nearest - time) * 1000);
    });
    return { keyframes: source.length, lowKeyframes: low.length, offsets };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const browser = await chromium.launch({
  ...CHROMIUM,
  args: [...CHROMIUM.args, '--autoplay-policy=no-user-gesture-required'],
});
try {
  const page = await browser.newPage();
  // tsx keeps function names with a helper of its own, which the page does not have.
  await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await page.goto('about:blank');
  await page.evaluate(pageScript, {
    width: PRESET.width,
    height: PRESET.height,
    fps: PRESET.fps,
    keyFrameMs: RECORDING.keyFrameIntervalMs,
    chunkMs: RECORDING.chunkIntervalMs,
    low: LOW_RENDITION.height,
  });
  const bytesNow = () =>
    page.evaluate(() => ({ ...(window as unknown as { bytes: { source: number; low: number } }).bytes }));
  const phase = async () => {
    const [cpuBefore, bytesBefore] = [treeCpuSeconds(process.pid), await bytesNow()];
    await page.waitForTimeout(PHASE_SECONDS * 1000);
    const [cpuAfter, bytesAfter] = [treeCpuSeconds(process.pid), await bytesNow()];
    const kbps = (kind: 'source' | 'low') =>
      ((bytesAfter[kind] - bytesBefore[kind]) * 8) / 1000 / PHASE_SECONDS;
    return { cpu: (cpuAfter - cpuBefore) / PHASE_SECONDS, source: kbps('source'), low: kbps('low') };
  };
  await page.waitForTimeout(5000);
  const today = await phase();
  await page.evaluate(() => (window as unknown as { startLow: () => void }).startLow());
  await page.waitForTimeout(5000);
  const withLow = await phase();
  const alignment = await keyframeAlignment(page);
  const table = [
    '| what the judge’s browser does | Chromium CPU s per s | upload, courtroom (kb/s) | upload, low (kb/s) |',
    '|---|---|---|---|',
    `| today: the 720p composite recorded | ${today.cpu.toFixed(3)} | ${Math.round(today.source)} | – |`,
    `| + a 360p canvas and its recorder at 400 kb/s | ${withLow.cpu.toFixed(3)} | ${Math.round(withLow.source)} | ${Math.round(withLow.low)} |`,
    `| the low rung's own cost | ${(withLow.cpu - today.cpu).toFixed(3)} (${((withLow.cpu / today.cpu - 1) * 100).toFixed(0)} %) | – | ${Math.round(withLow.low)} |`,
  ].join('\n');
  const frameMs = 1000 / PRESET.fps;
  const withinAFrame = alignment.offsets.filter((ms) => Math.abs(ms) <= frameMs).length;
  const alignmentLine = [
    `Both recorders started in one task, ${PHASE_SECONDS} s: the courtroom recorder made ${alignment.keyframes} keyframes,`,
    `the low one ${alignment.lowKeyframes}; ${withinAFrame} of the courtroom's have a low keyframe within a frame (${frameMs} ms).`,
    `The low keyframe nearest each, in ms after it: ${alignment.offsets.join(', ')}.`,
  ].join(' ');
  console.log(table);
  console.log(alignmentLine);
  writeBenchmarkSection(
    'The low live rendition in the judge’s browser',
    [
      `Chromium headless (software rendering, as the suite runs it) draws a ${PRESET.width}x${PRESET.height} composite at ${PRESET.fps} frames a`,
      'second and records it as the judge’s page does (H.264 in WebM, a keyframe every 2 s, 2 s chunks); then a',
      `${LOW_RENDITION.height}p canvas copies each frame and a second recorder records it at 400 kb/s (sound at 64 kb/s).`,
      `${PHASE_SECONDS} s per phase; CPU is every Chromium process’s user + system time from /proc, per second of the phase.`,
      '',
      table,
      '',
      alignmentLine,
    ].join('\n'),
  );
} finally {
  await browser.close();
}
