// Backup and restore of a court's month (issue 42): time and size of the first backup, of the next day's
// incremental one, of verifying and of restoring, each beside the same-run baseline of copying the same media
// with cp. The media are simulated at the judge's recording bitrate; this machine's disk cannot hold a full
// month three times over (300 one-hour hearings at 2.5 Mb/s are 337 GB), so each hearing is a fixed slice of an
// hour (BENCH_HEARING_SECONDS), the file count is a month's, and the rates are carried over to a full month.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BUILT_BACKUP_COMMANDS } from '../apps/server/src/core/paths.ts';
import { startServerOnFreePort } from './lib.ts';
import { writeBenchmarkSection } from './report.ts';

const run = promisify(execFile);

/** The judge's recording: 720p at 2.5 Mb/s (BENCHMARKS.md "Live courtroom"), H.264 kept as it came. */
const BITS_PER_SECOND = 2_500_000;
const HEARINGS_A_MONTH = 300;
const HEARING_SECONDS = 3600;
/** A court's working days in a month: one day's hearings are what an incremental backup finds new. */
const WORKING_DAYS = 20;
const SLICE_SECONDS = Number(process.env.BENCH_HEARING_SECONDS ?? 36);
/** A recording in progress at backup time: its 2 s chunks so far (half an hour). */
const CHUNKS_IN_PROGRESS = 900;
const CHUNK_SECONDS = 2;
const GB = 1e9;
const MB = 1e6;

const bytesOf = (seconds: number) => Math.round((BITS_PER_SECOND / 8) * seconds);

/** Forgets the page cache (root only), so every step reads the disk as a night's backup would. */
function coldCache(): boolean {
  try {
    writeFileSync('/proc/sys/vm/drop_caches', '3');
    return true;
  } catch {
    return false;
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; result: T }> {
  const cold = coldCache();
  if (!cold) console.warn('page cache not dropped (not root): reads may come from memory');
  const started = process.hrtime.bigint();
  const result = await work();
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, result };
}

/** Incompressible bytes, like video: one random block written under many names (content does not matter). */
const media = randomBytes(bytesOf(SLICE_SECONDS));
const chunk = media.subarray(0, bytesOf(CHUNK_SECONDS));

async function writeHearings(mediaDir: string, from: number, count: number) {
  await mkdir(join(mediaDir, 'recordings'), { recursive: true });
  const monthAgo = Date.now() / 1000 - 30 * 86_400;
  for (let index = from; index < from + count; index += 1) {
    const path = join(mediaDir, 'recordings', `hearing-${String(index).padStart(4, '0')}.mp4`);
    await writeFile(path, media);
    utimesSync(path, monthAgo + index * 3600, monthAgo + index * 3600);
  }
}

async function writeChunks(mediaDir: string) {
  const dir = join(mediaDir, 'sessions', 'in-progress');
  await mkdir(dir, { recursive: true });
  for (let seq = 0; seq < CHUNKS_IN_PROGRESS; seq += 1) {
    await writeFile(join(dir, `${String(seq).padStart(7, '0')}.part`), chunk);
  }
}

async function diskUsage(path: string): Promise<number> {
  const { stdout } = await run('du', ['-s', '--block-size=1', path]);
  return Number(stdout.split('\t')[0]);
}

const command = (env: Record<string, string>, ...args: string[]) =>
  run(process.execPath, [BUILT_BACKUP_COMMANDS, ...args], {
    env: { ...process.env, NODE_ENV: 'development', ...env },
    maxBuffer: 10 * MB,
  });

const server = await startServerOnFreePort('pglite');
const work = mkdtempSync(join(tmpdir(), 'nyaya-bench-backup-'));
try {
  const env = { DATA_DIR: server.dataDir, MEDIA_DIR: server.mediaDir };
  const firstDays = HEARINGS_A_MONTH - HEARINGS_A_MONTH / WORKING_DAYS;
  await writeHearings(server.mediaDir, 0, firstDays);
  await writeChunks(server.mediaDir);
  const monthBytes = await diskUsage(server.mediaDir);

  const baseline = await timed(() => run('cp', ['-r', server.mediaDir, join(work, 'cp-copy')]));
  rmSync(join(work, 'cp-copy'), { recursive: true, force: true });
  const backups = join(work, 'backups');
  const first = await timed(() => command(env, 'backup', backups));
  const firstSize = await diskUsage(backups);

  await writeHearings(server.mediaDir, firstDays, HEARINGS_A_MONTH / WORKING_DAYS);
  const incremental = await timed(() => command(env, 'backup', backups));
  const incrementalSize = (await diskUsage(backups)) - firstSize;
  const verify = await timed(() => command(env, 'verify', backups));

  const fresh = join(work, 'fresh');
  const restore = await timed(() =>
    command({ DATA_DIR: fresh, MEDIA_DIR: join(fresh, 'media') }, 'restore', backups),
  );

  const dayHearings = HEARINGS_A_MONTH / WORKING_DAYS;
  const dayBytes = dayHearings * media.length;
  const fullMonthBytes = bytesOf(HEARING_SECONDS) * HEARINGS_A_MONTH;
  const fullDayBytes = fullMonthBytes / WORKING_DAYS;
  /** A step: its time, what it left on disk, the media bytes it moved, and as many bytes of full-length hearings. */
  const rows = [
    {
      step: 'cp -r of the media (baseline)',
      ...baseline,
      disk: monthBytes,
      moved: monthBytes,
      full: fullMonthBytes,
    },
    { step: 'first backup', ...first, disk: firstSize, moved: monthBytes, full: fullMonthBytes },
    {
      step: 'next day, incremental',
      ...incremental,
      disk: incrementalSize,
      moved: dayBytes,
      full: fullDayBytes,
    },
    { step: 'verify (re-hash all)', ...verify, disk: 0, moved: monthBytes + dayBytes, full: fullMonthBytes },
    {
      step: 'restore into an empty machine',
      ...restore,
      disk: 0,
      moved: monthBytes + dayBytes,
      full: fullMonthBytes,
    },
  ];
  const table = rows.map(({ step, seconds, disk, moved, full }) => {
    const megabytesPerSecond = moved / MB / seconds;
    const atFullLength = full / MB / megabytesPerSecond / 60;
    return `| ${step} | ${seconds.toFixed(1)} | ${(seconds / baseline.seconds).toFixed(2)} | ${disk ? (disk / GB).toFixed(2) : '–'} | ${megabytesPerSecond.toFixed(0)} | ${atFullLength.toFixed(1)} min |`;
  });
  const report = [
    `A month of ${HEARINGS_A_MONTH} hearings as files of ${(media.length / MB).toFixed(2)} MB (${SLICE_SECONDS} s at ${BITS_PER_SECOND / MB} Mb/s, ` +
      `incompressible), ${firstDays} of them backed up first and a day's ${dayHearings} more by the next ` +
      `backup, plus a recording in progress (${CHUNKS_IN_PROGRESS} chunks of ${CHUNK_SECONDS} s); the demo database, ` +
      `embedded, taken through the running server. Every step starts with the page cache dropped (it reads the disk). ` +
      `The backup commands run as an operator runs them (\`node apps/server/dist/backup.js\`).`,
    '',
    `| step | seconds | × cp | disk used, GB | MB/s | at this rate, full-length hearings (a month: ${(fullMonthBytes / GB).toFixed(1)} GB, a day: ${(fullDayBytes / GB).toFixed(1)} GB) |`,
    '|---|---|---|---|---|---|',
    ...table,
    '',
    `- The first backup reads, hashes and writes ${(monthBytes / GB).toFixed(2)} GB at ${(first.seconds / baseline.seconds).toFixed(2)}× the time cp takes to copy it.`,
    `- The next day's backup copies only the day's ${dayHearings} new hearings and links the rest: it adds ${(incrementalSize / GB).toFixed(2)} GB to the backup folder and takes ${(incremental.seconds / first.seconds).toFixed(2)}× the first backup's time.`,
    "- The incremental step's rate counts its fixed cost (the database's snapshot, a month's files linked) against a day's bytes: its full-length figure is an upper bound.",
  ].join('\n');
  console.log(report);
  writeBenchmarkSection('Backup and restore: a court’s month', report);
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
