// What a rendition ladder for the public stream (issue 41) costs the server per room, beside what one room's live
// pipeline costs today (the H.264 recording copied into HLS, audio to AAC), measured in the same run on the same 60 s
// recording: a low video rendition (decoded, scaled to 360p, x264 at 400 kb/s, AAC 64 kb/s) at two x264 presets, an
// audio-only rendition encoded on its own (AAC 64 kb/s), and the audio-only rendition as shipped (each segment's
// sound cut out of it in the server's process when first asked for, media/live/mpegts-sound-only.ts; before
// 2026-12-07 by an ffmpeg run per segment, measured beside it). It decides who encodes the low rendition: the
// server, or the judge's browser (a second recorder from the same composite).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VIEWING_VERSIONS } from '@nyaya/shared';
import { soundOnly } from '../apps/server/src/media/live/mpegts-sound-only.ts';
import { makeViewingVersions } from '../apps/server/src/media/recording/viewing-versions.ts';
import {
  LOW_RUNG_VIDEO,
  generateIngest,
  ingestKinds,
  reapedChildrenCpuSeconds,
  spawnLivePipeline,
} from './live-media.ts';
import { writeBenchmarkSection } from './report.ts';

const MEDIA_SECONDS = 60;
const MACHINE_CORES = 2;
const AUDIO_64K = ['-c:a', 'aac', '-b:a', '64k'];
/** How the server made a segment's sound-only version before 2026-12-07: ffmpeg copying its first sound track. */
const SOUND_BY_FFMPEG = [
  ...['-hide_banner', '-loglevel', 'error', '-copyts', '-f', 'mpegts', '-i', 'pipe:0'],
  ...['-map', '0:a:0', '-c', 'copy', '-f', 'mpegts', '-mpegts_copyts', '1', 'pipe:1'],
];

type Rung = { name: string; args: (ingest: string, out: string) => string[] };

const lowRung = (preset: string): Rung => ({
  name: `low 360p video + audio (x264 ${preset})`,
  args: (ingest, out) => [
    '-i',
    ingest,
    ...LOW_RUNG_VIDEO,
    '-c:v',
    'libx264',
    '-preset',
    preset,
    ...AUDIO_64K,
    out,
  ],
});

const RUNGS: Rung[] = [
  lowRung('ultrafast'),
  lowRung('veryfast'),
  {
    name: 'audio only, encoded on its own (AAC 64 kb/s)',
    args: (ingest, out) => ['-i', ingest, '-vn', ...AUDIO_64K, out],
  },
];

/** CPU seconds (user + system) the child used, once it has exited. */
async function cpuOf(start: () => ReturnType<typeof spawn>): Promise<number> {
  const before = reapedChildrenCpuSeconds();
  const child = start();
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`ffmpeg exited with ${code}`);
  return reapedChildrenCpuSeconds() - before;
}

const work = mkdtempSync(join(tmpdir(), 'nyaya-bench-renditions-'));
try {
  const [h264] = ingestKinds(work);
  if (!h264) throw new Error('no H.264 ingest kind');
  await generateIngest(h264, MEDIA_SECONDS);

  const liveDir = mkdtempSync(join(work, 'live-'));
  const pipelineCpu = (dir: string, recording: string) =>
    cpuOf(() => {
      const live = spawnLivePipeline(dir, h264.mimeType);
      live.stdin.end(readFileSync(recording));
      return live;
    });
  const copyCpu = await pipelineCpu(liveDir, h264.file);
  // The low rung as the judge's browser sends it (360p H.264 at 400 kb/s beside the recording): the server runs the
  // same live pipeline on it, in a folder of its own.
  const lowRecording = join(work, 'low-rung.mkv');
  await cpuOf(() =>
    spawn('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-i', h264.file, ...LOW_RUNG_VIDEO],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-c:a', 'copy', lowRecording],
    ]),
  );
  const lowCopyCpu = await pipelineCpu(mkdtempSync(join(work, 'low-')), lowRecording);
  // The audio-only rendition, each segment made the first time it is asked for: as the server makes it (in its
  // process, CPU of this one) and as it did (an ffmpeg run per segment).
  const segments = readdirSync(liveDir)
    .filter((file) => /^seg-\d+\.ts$/.test(file))
    .map((file) => readFileSync(join(liveDir, file)));
  const ownBefore = process.cpuUsage();
  for (const segment of segments) soundOnly(segment);
  const ownUsed = process.cpuUsage(ownBefore);
  const soundOnlyCpu = (ownUsed.user + ownUsed.system) / 1e6;
  let soundByFfmpegCpu = 0;
  for (const segment of segments) {
    soundByFfmpegCpu += await cpuOf(() => {
      const child = spawn('ffmpeg', SOUND_BY_FFMPEG, { stdio: ['pipe', 'ignore', 'ignore'] });
      child.stdin.end(segment);
      return child;
    });
  }
  const rungs = [];
  for (const rung of RUNGS) {
    const args = ['-hide_banner', '-loglevel', 'error', '-y', ...rung.args(h264.file, join(work, 'rung.ts'))];
    rungs.push({ name: rung.name, cpu: await cpuOf(() => spawn('ffmpeg', args, { stdio: 'ignore' })) });
  }

  // A recording's versions for a weak link (issue 41 point 2), made once from its MP4 after finalisation.
  const master = join(work, 'master.mp4');
  await cpuOf(() =>
    spawn('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      h264.file,
      '-c:v',
      'copy',
      '-c:a',
      'aac',
      master,
    ]),
  );
  const beforeVersions = reapedChildrenCpuSeconds();
  await makeViewingVersions(master, work, VIEWING_VERSIONS, { niceness: 0 });
  const versionsCpu = reapedChildrenCpuSeconds() - beforeVersions;

  const perSecond = (cpu: number) => cpu / MEDIA_SECONDS;
  const roomsPerMachine = (cpu: number) => Math.floor(MACHINE_CORES / perSecond(cpu));
  rungs.push(
    {
      name: 'low 360p from the judge’s browser: its own live pipeline (copied, as shipped)',
      cpu: lowCopyCpu,
    },
    {
      name: 'audio only, each segment’s sound copied out by ffmpeg on demand (until 2026-12-07)',
      cpu: soundByFfmpegCpu,
    },
    {
      name: 'audio only, each segment’s sound cut out in the server’s process on demand (as shipped)',
      cpu: soundOnlyCpu,
    },
  );
  const [ultrafast] = rungs;
  const serverLadderCpu = copyCpu + (ultrafast?.cpu ?? 0) + soundOnlyCpu;
  const browserLadderCpu = copyCpu + lowCopyCpu + soundOnlyCpu;
  const row = (name: string, cpu: number) =>
    `| ${name} | ${perSecond(cpu).toFixed(4)} | ${(cpu / copyCpu).toFixed(1)} | ${roomsPerMachine(cpu)} |`;
  const table = [
    '| what the server runs per room | CPU s per media s | × today’s pipeline | rooms per 2-core machine |',
    '|---|---|---|---|',
    row('today: the live pipeline (video copied, audio to AAC), the baseline', copyCpu),
    ...rungs.map(
      (rung) =>
        `| + ${rung.name} | ${perSecond(rung.cpu).toFixed(4)} | ${(rung.cpu / copyCpu).toFixed(1)} | – |`,
    ),
    row('the ladder on the server: today + low (ultrafast) + audio only as shipped', serverLadderCpu),
    row(
      'the ladder with the low rung from the judge’s browser (as shipped): today + its pipeline + audio only',
      browserLadderCpu,
    ),
    `| a recording’s versions (360p x264 veryfast + sound alone, one run on one thread), once after finalisation | ${perSecond(versionsCpu).toFixed(4)} | ${(versionsCpu / copyCpu).toFixed(1)} | ${Math.floor((MACHINE_CORES * 24) / perSecond(versionsCpu))} hours of recording a day |`,
  ].join('\n');
  console.log(table);
  writeBenchmarkSection(
    'Rendition ladder: what each rung costs the server per room',
    [
      `Input: ${MEDIA_SECONDS} s of 1280x720@25 testsrc2 with a 440 Hz tone, H.264 (2.5 Mb/s, a keyframe every 2 s) and`,
      'Opus in Matroska, as the judge’s browser records it. Each line is one ffmpeg run over the whole recording,',
      'as fast as it goes, but the audio-only rendition: each 2 s segment the live pipeline wrote cut to its sound, as',
      'the server does in its own process (its CPU), and as it did before 2026-12-07, by an ffmpeg run per segment (its',
      'cost falls on a room only while someone listens to its sound alone). The low rung as shipped comes from the',
      'judge’s browser (360p H.264 at 400 kb/s, made here by x264 from the same input): the server copies it into',
      'segments with the same live pipeline as the courtroom’s. CPU is the processes’ user + system',
      'time. Rooms per machine is the cores divided',
      'by the CPU a room needs in real time, with nothing else running (the live-courtroom section measures the copy',
      'path’s real-time capacity, which its playlist and feeding work lower). testsrc2 moves on every pixel: a',
      'courtroom’s picture is stiller and encodes cheaper, but its decoding costs the same. The recordings’ versions',
      '(media/recording/viewing-versions.ts) are made once per recording, not in real time: their last column is',
      'the hours of recording a day the whole machine could make them of, with nothing else running.',
      '',
      table,
    ].join('\n'),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
