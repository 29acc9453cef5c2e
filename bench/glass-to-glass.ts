// Glass-to-glass latency of the live stream at delay 0, measured in Chromium: the demo Judge's camera shows the
// clock as a barcode, the Judge streams and records Room1's hearing as a user would, and an Individual's /stream
// page decodes the barcode in every frame its player shows. Both browsers run here, on one clock.
import { chromium, type Browser, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  API_PREFIX,
  CSRF_COOKIE,
  CSRF_HEADER,
  DEMO_PASSWORD,
  HLS_SEGMENT_SECONDS,
  MESSAGES,
  RECORDING,
  demoAccount,
  type CaseRow,
  type Role,
} from '@nyaya/shared';
import { repoRoot, startServerOnFreePort, withStreamDelay } from './lib.ts';
import { writeBenchmarkSection } from './report.ts';
import playwrightConfig from '../playwright.config.ts';

const ROOM = 'Room1';
/** Today's demo hearing in Room1 (as e2e/support/courtroom-flow.ts's OWN_CASE). */
const HEARING = { cnr: 'DLND010000012024', caseNumber: 'CS-DJ/1187/2024' };
const MEASURE_SECONDS = Number(process.env.G2G_SECONDS ?? 60);
/** The viewer tunes in this many times, one after another, sharing the measuring time: each player starts at its
 * own moment relative to the segments, which is what sets its latency. */
const VIEWINGS = 3;
const TARGET_SECONDS = 6;
const BARCODE_SCRIPT = join(repoRoot, 'bench/glass-to-glass-barcode.js');

/** What the viewer's page gathered (see installBarcodeReader). */
type Reading = {
  frames: { shownAt: number; time: number; mediaTime: number; buffered: number; rate: number }[];
  stalls: number;
  undecoded: number;
  firstFrameAt: number | null;
};

const server = await startServerOnFreePort();

async function signIn(page: Page, role: Role) {
  await page.goto('/');
  await page.getByLabel('E-mail or mobile number').fill(demoAccount(role).email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** A page whose camera is the barcode clock (judge) or that reads the barcode off the live stream (viewer). */
async function newPage(browser: Browser, install: 'camera' | 'reader') {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  // The machine is shared with other suites: pages can take long to load.
  context.setDefaultTimeout(90_000);
  await context.addInitScript({ path: BARCODE_SCRIPT });
  await context.addInitScript({ content: `window.glassToGlassInstall.${install}();` });
  if (install === 'camera')
    // Notes when the app's MediaRecorder starts (only watched, as e2e/broadcast.spec.ts does).
    await context.addInitScript({
      content: `{ const start = MediaRecorder.prototype.start;
        MediaRecorder.prototype.start = function (timeslice) { window.recorderStartedAt ??= Date.now();
          return start.call(this, timeslice); }; }`,
    });
  const page = await context.newPage();
  if (process.env.G2G_TRACE)
    page.on('requestfinished', (request) => {
      if (request.url().includes('/live/')) console.log(Date.now(), request.url().replace(/^.*\/live\//, ''));
    });
  return page;
}

/** The Judge hears the case now, starts streaming, then recording, from the courtroom footer. */
async function judgeGoesLive(judge: Page) {
  await signIn(judge, 'Judge');
  await judge.goto('/judge-dashboard');
  const main = judge.getByRole('main');
  await main.getByRole('button', { name: 'Cause List' }).click();
  const hearNow = judge
    .getByRole('complementary', { name: 'Cause List' })
    .getByRole('button', { name: `Hear now: ${HEARING.caseNumber}` });
  await hearNow.click();
  await main
    .getByText('No hearing in progress: choose one from the cause list.')
    .waitFor({ state: 'hidden' });
  const footer = judge.locator('.courtroom-footer');
  await footer.getByRole('button', { name: 'Start Streaming' }).click();
  await judge.getByText(MESSAGES.streamStarted).first().waitFor();
  await footer.getByRole('button', { name: 'Start Recording' }).click();
  await footer.getByRole('button', { name: 'Stop Recording' }).waitFor({ timeout: 30_000 });
  return {
    recorderStartedAt: Number(await (await judge.waitForFunction('window.recorderStartedAt')).jsonValue()),
    stop: () => footer.getByRole('button', { name: 'Stop Recording' }).click(),
  };
}

async function hearingId(viewer: Page): Promise<number> {
  await viewer.request.get(`${API_PREFIX}/auth/csrf`);
  const csrf = (await viewer.context().cookies()).find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '';
  const response = await viewer.request.post(`${API_PREFIX}/streaming/crnSearch`, {
    data: { crnNumber: HEARING.cnr },
    headers: { [CSRF_HEADER]: csrf },
  });
  const rows = ((await response.json()) as { data: CaseRow[] }).data;
  const row = rows.find((candidate) => candidate.causeNo === HEARING.caseNumber);
  if (!row) throw new Error(`no hearing of ${HEARING.caseNumber} in search`);
  return row.hearingId;
}

/**
 * One viewing: the viewer opens /stream afresh (a new player, tuning in at its own moment) and watches for
 * `watchMs` after the first frame. Should the browser refuse to autoplay, the viewer presses the page's Play.
 */
async function watchOnce(viewer: Page, hearing: number, watchMs: number) {
  const openedAt = Date.now();
  await viewer.goto(`/stream?hearing=${hearing}`);
  const play = viewer.getByRole('button', { name: 'Play', exact: true });
  let pressedPlay = false;
  let firstFrameAt: number | null = null;
  for (const giveUpAt = Date.now() + 120_000; firstFrameAt === null;) {
    if (Date.now() > giveUpAt) throw new Error('no frame of the live stream decoded in 120 s');
    if (await play.isVisible()) {
      await play.click();
      pressedPlay = true;
    }
    firstFrameAt = (await viewer.evaluate('window.glassToGlass.firstFrameAt')) as number | null;
    await viewer.waitForTimeout(100);
  }
  await viewer.waitForTimeout(watchMs);
  const reading = (await viewer.evaluate('window.glassToGlass')) as Reading;
  return { openedAt, firstFrameAt, pressedPlay, reading };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

const launch = playwrightConfig.use?.launchOptions ?? {};
const loadBefore = loadavg();
const browser = await chromium.launch({ executablePath: launch.executablePath, args: launch.args });
try {
  const delays = await withStreamDelay(server.baseUrl, ROOM);
  // The viewer is signed in first, so the first viewing opens /stream right after the recording starts.
  const viewer = await newPage(browser, 'reader');
  await signIn(viewer, 'Individual');
  const hearing = await hearingId(viewer);
  const judge = await newPage(browser, 'camera');
  const live = await judgeGoesLive(judge);
  const viewings: Awaited<ReturnType<typeof watchOnce>>[] = [];
  for (let index = 0; index < VIEWINGS; index++)
    viewings.push(await watchOnce(viewer, hearing, (MEASURE_SECONDS * 1000) / VIEWINGS));
  const loadAfter = loadavg();
  await live.stop();

  const framesOf = (viewing: (typeof viewings)[number]) =>
    viewing.reading.frames.filter((frame) => frame.shownAt >= viewing.firstFrameAt);
  const frames = viewings.flatMap(framesOf);
  const latencies = sorted(frames.map((frame) => frame.shownAt - frame.time));
  // The newest frame the player holds was captured `buffered` seconds after the one on screen.
  const newestBuffered = sorted(frames.map((frame) => frame.shownAt - frame.time - frame.buffered * 1000));
  const cushion = sorted(frames.map((frame) => frame.buffered * 1000));
  const row = (name: string, values: number[]) =>
    `| ${name} | ${seconds(quantile(values, 0.5))} | ${seconds(quantile(values, 0.9))} | ${seconds(values[0] ?? NaN)} | ${seconds(values.at(-1) ?? NaN)} |`;
  const table = [
    '| per frame shown (s) | median | p90 | min | max |',
    '|---|---|---|---|---|',
    row('glass to glass: capture → shown on /stream', latencies),
    ...viewings.map((viewing, index) =>
      row(
        `… viewing ${index + 1} alone`,
        sorted(framesOf(viewing).map((frame) => frame.shownAt - frame.time)),
      ),
    ),
    row('capture → newest frame in the player’s buffer', newestBuffered),
    row('player’s buffer ahead of the frame shown', cushion),
  ].join('\n');
  const firstFrames = viewings.map((viewing) => seconds(viewing.firstFrameAt - viewing.openedAt)).join(', ');
  const summary = {
    framesDecoded: frames.length,
    undecoded: viewings.reduce((sum, viewing) => sum + viewing.reading.undecoded, 0),
    firstFrameAfterRecorderStartS: seconds((viewings[0]?.firstFrameAt ?? NaN) - live.recorderStartedAt),
    firstFrameAfterOpeningS: firstFrames,
    pressedPlay: viewings.some((viewing) => viewing.pressedPlay),
    stalls: viewings.map((viewing) => viewing.reading.stalls).join(', '),
    fasterThanRealTime: frames.filter((frame) => frame.rate > 1).length,
    loadBefore: loadBefore.map((value) => value.toFixed(2)).join(' '),
    loadAfter: loadAfter.map((value) => value.toFixed(2)).join(' '),
    delays,
  };
  console.log(table);
  console.log(summary);
  if (process.env.G2G_RESULT)
    writeFileSync(process.env.G2G_RESULT, JSON.stringify({ table, summary }, null, 2));
  const median = quantile(latencies, 0.5);

  if (process.env.G2G_WRITE !== 'false')
    writeBenchmarkSection(
      'Live stream: glass-to-glass latency at delay 0, measured in Chromium',
      [
        `Measured in Chromium (${launch.executablePath}, headless, the flags of playwright.config.ts), both pages on`,
        `this machine and one clock. The built server runs on a free port with demo data on a fresh embedded PGlite;`,
        `${ROOM} has delay 0 through its stream setup (delays of the room's setups: ${delays.join(', ')}).`,
        `Before the app loads, the demo Judge’s page replaces the camera’s video with a 1280x720 canvas`,
        `(\`canvas.captureStream(25)\`) that shows \`Date.now()\` as a barcode (two rows of 24 black/white cells`,
        `between black guards: 42 bits of time and a 6-bit count of ones) and keeps the fake microphone; the app is`,
        `not changed. The Judge hears the case, presses Start Streaming and Start Recording: the app composes its`,
        `tile onto the 1280x720 recording canvas, MediaRecorder sends ${RECORDING.chunkIntervalMs} ms chunks over the socket, the server`,
        `turns them into ${HLS_SEGMENT_SECONDS} s HLS segments. An Individual opens /stream for the hearing ${VIEWINGS} times in a row`,
        `(a fresh player each time, ${MEASURE_SECONDS / VIEWINGS} s of watching each); for every frame its <video> presents`,
        `(\`requestVideoFrameCallback\`) the page draws the frame, finds the barcode and notes \`Date.now()\` minus the`,
        `time it shows. ${frames.length} frames decoded in all (${summary.undecoded} not decodable).`,
        '',
        table,
        '',
        `- Glass to glass: median ${seconds(median)} s, p90 ${seconds(quantile(latencies, 0.9))} s (target: at most`,
        `  ${TARGET_SECONDS} s: ${median <= TARGET_SECONDS * 1000 ? 'met' : 'missed'} at the median).`,
        `- Time to first frame: ${summary.firstFrameAfterRecorderStartS} s from the Judge’s MediaRecorder starting to the first frame on`,
        `  /stream (viewer opened right after); ${firstFrames} s from opening /stream to its first frame, per viewing.`,
        `  ${summary.pressedPlay ? 'Autoplay was refused: the viewer pressed Play.' : 'Autoplay was allowed (no Play pressed).'}`,
        `- Stalls (the video waiting after its first frame) per viewing: ${summary.stalls}. Frames shown while hls.js`,
        `  played faster than real time to catch up with its live sync point: ${summary.fasterThanRealTime} of ${frames.length}.`,
        `- Machine: 1/5/15-minute load average ${summary.loadBefore} before, ${summary.loadAfter} after (2 cores,`,
        `  shared with other work).`,
      ].join('\n'),
    );
} finally {
  await browser.close();
  await server.stop();
}
