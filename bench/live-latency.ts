// The server's part of a live courtroom's latency at delay 0, through the built server: the demo judge records
// Room1's hearing in 2 s chunks over the socket while streaming is on, and an Individual polls the public
// playlist. The whole glass-to-glass path, browser and player included, is bench/glass-to-glass.ts.
// LATENCY_DELAY_MINUTES=1 measures the same at a delay: how much later than the delay the public gets it.
import { readFileSync } from 'node:fs';
import { API_PREFIX, HLS_SEGMENT_SECONDS, RECORDING } from '@nyaya/shared';
import { demoToken, startServerOnFreePort, withStreamDelay } from './lib.ts';
import { LIVE_MIME_TYPE, judgeOnAir, recordLive } from './live-source.ts';
import { writeBenchmarkSection } from './report.ts';

const ROOM = 'Room1';
const STREAM_SECONDS = 40;
const POLL_MS = 100;
const DELAY_MINUTES = Number(process.env.LATENCY_DELAY_MINUTES ?? 0);
const DELAY_S = DELAY_MINUTES * 60;

const server = await startServerOnFreePort();
const api = `${server.baseUrl}${API_PREFIX}`;

type Listed = { uri: string; mediaStart: number; mediaEnd: number; listedAt: number };

/** Polls the public playlist as a viewer does and notes when each segment first appears. */
function watchPlaylist(token: string) {
  const listed = new Map<string, Listed>();
  const timer = setInterval(async () => {
    const response = await fetch(`${api}/live/${ROOM}/index.m3u8`, {
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => undefined);
    if (!response?.ok) return;
    const now = performance.now();
    let mediaEnd = 0;
    for (const [, duration, uri] of (await response.text()).matchAll(/#EXTINF:([\d.]+),\s*\n(\S+)/g)) {
      const mediaStart = mediaEnd;
      mediaEnd += Number(duration);
      if (uri && !listed.has(uri)) listed.set(uri, { uri, mediaStart, mediaEnd, listedAt: now });
    }
  }, POLL_MS);
  return { listed, stop: () => clearInterval(timer) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const fixed = (value: number) => value.toFixed(2);

const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
try {
  const viewerToken = await demoToken(server.baseUrl, 'Individual');
  await withStreamDelay(server.baseUrl, ROOM, DELAY_MINUTES);
  const judge = await judgeOnAir(server.baseUrl, ROOM);

  const playlist = watchPlaylist(viewerToken);
  const { captureStart, finished } = recordLive(judge, { seconds: STREAM_SECONDS });
  const uploads = await finished;
  await new Promise((resolve) => setTimeout(resolve, (DELAY_S + 3 * HLS_SEGMENT_SECONDS) * 1000));
  playlist.stop();
  judge.socket.close();

  // The last segment is written when the recording ends, not in the live flow: it is left out.
  const segments = [...playlist.listed.values()].slice(0, -1);
  const listing = (at: number, segment: Listed) => (segment.listedAt - captureStart) / 1000 - at - DELAY_S;
  const firstFrame = segments.map((segment) => listing(segment.mediaStart, segment));
  const lastFrame = segments.map((segment) => listing(segment.mediaEnd, segment));
  const ackMs = median(uploads.map((upload) => upload.ackMs));
  const typical = median(firstFrame);
  const rows = [
    ['capture → listed, first frame of a segment (s)', firstFrame],
    ['capture → listed, last frame of a segment (s)', lastFrame],
  ] as const;
  const table = [
    '| part | median | max |',
    '|---|---|---|',
    ...rows.map(([name, values]) => `| ${name} | ${fixed(median(values))} | ${fixed(Math.max(...values))} |`),
    `| chunk upload, sent → durable ack (ms) | ${ackMs.toFixed(0)} | ${Math.max(...uploads.map((u) => u.ackMs)).toFixed(0)} |`,
  ].join('\n');
  console.log(table);

  writeBenchmarkSection(
    `Live courtroom: server-side latency at delay ${DELAY_MINUTES} (capture → listed${DELAY_S ? `, beyond the delay` : ''})`,
    [
      `The built server with demo data on embedded PGlite; ${ROOM} gets a stream setup of delay ${DELAY_MINUTES} (relaying nowhere).`,
      ...(DELAY_S
        ? [
            `Every time below is what the public waits beyond the ${DELAY_S} s delay (\`LATENCY_DELAY_MINUTES=${DELAY_MINUTES}\`).`,
          ]
        : []),
      `The demo Judge joins ${ROOM}, sets today’s hearing, turns`,
      `streaming on and starts recording (${LIVE_MIME_TYPE}); a live ffmpeg source (1280x720@25 test pattern, x264`,
      `zerolatency, keyframe every 2 s, paced with \`-re\`) stands in for the browser’s canvas, and every`,
      `${RECORDING.chunkIntervalMs} ms what it encoded goes up as one video-chunk over socket.io, as MediaRecorder’s`,
      `timeslice does. An Individual polls \`GET /live/${ROOM}/index.m3u8\` every ${POLL_MS} ms; a segment’s listing`,
      `time minus the capture time of its frames is the server-side latency. Capture time of media t is taken as the`,
      `source’s spawn + t (so ffmpeg’s start-up counts as latency). ${segments.length} segments over ${STREAM_SECONDS} s.`,
      '',
      table,
      '',
      `- Measured: capture → 2 s chunk → upload → live ffmpeg → listed to a viewer: median ${fixed(typical)} s for`,
      `  the oldest frame of a segment, ${fixed(median(lastFrame))} s for its newest. Its parts: a frame waits up to one`,
      `  timeslice (${RECORDING.chunkIntervalMs / 1000} s) in the recorder; the upload to a durable ack takes`,
      `  ${ackMs.toFixed(0)} ms at the median; ffmpeg closes a segment only when the next one’s keyframe arrives, which`,
      `  is at the start of the next chunk, so even a segment’s newest frame waits about one timeslice.`,
      `- The browser's capture and encode and the player are not in these numbers; the whole path, measured in`,
      `  Chromium, is the section "Live stream: glass-to-glass latency at delay 0, measured in Chromium".`,
      `- The H.264 (copied) ingest only; 1-minute load average of the shared machine at the start: ${loadBefore}.`,
    ].join('\n'),
  );
} finally {
  await server.stop();
}
