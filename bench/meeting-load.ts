/// <reference lib="dom" />
// What a growing courtroom meeting costs the Judge's browser, through the Janus SFU and through the browsers'
// mesh, in one run: the Judge and 1, 3, then 5 Advocates (each in a browser context of their own, all with
// Chromium's fake camera and microphone) meet on the built server, once started with an embedded Janus and once
// without. Over a steady window after everyone receives everyone, the Judge's page (a Chromium of its own, so its
// renderer is known) is measured: the video streams it encodes, its upload and its renderer's CPU time. Its
// connections are kept as the e2e suite keeps them (e2e/support/peer-connections.ts).
// (The DOM library above is for the e2e helpers this bench shares, which read the pages' elements.)
// MEETING_LOAD_TRACE=1 logs the meeting's socket events (joins, leaves, rejoins) each page receives.
import { chromium, type Browser, type Page } from '@playwright/test';
import { loadavg } from 'node:os';
import { freePort } from '../apps/server/src/test/ports.ts';
import { openSessionAs } from '../e2e/fixtures.ts';
import { demoAdvocate, verifiedAdvocate, type SignedInAdvocate } from '../e2e/support/advocates.ts';
import { CHROMIUM } from '../e2e/support/chromium.ts';
import { OWN_CASE, hearingsOf } from '../e2e/support/courtroom-flow.ts';
import { keepPeerConnections } from '../e2e/support/peer-connections.ts';
import { startServerOnFreePort, type RunningServer } from './lib.ts';
import { writeBenchmarkSection } from './report.ts';

type Transport = 'mesh' | 'sfu';
const TRANSPORTS: Transport[] = ['sfu', 'mesh'];
const PARTICIPANTS = [2, 4, 6];
/** The demo Advocate (named in the cause list) and new Advocates the Judge lets wait by enrollment number. */
const NEW_ADVOCATES = ['Meera', 'Arjun', 'Kavya', 'Rohan'];
/** How long each admission may take until every page decodes every other participant's video. */
const RECEIVE_TIMEOUT_MS = 90_000;
/** Then the Judge's upload settles: at least the first, at most the second, until two 2 s rates agree within 15 %. */
const SETTLE_SECONDS = [5, 30] as const;
const WINDOW_SECONDS = Number(process.env.MEETING_LOAD_SECONDS ?? 10);
/** "Flat": the highest upload over the participant counts is at most this much above the lowest. */
const FLAT_TOLERANCE = 1.25;

type Report = {
  key: string;
  type: 'transport' | 'outbound-rtp' | 'inbound-rtp';
  bytes: number;
  frames: number;
  /** Outbound video: the media source (per connection), the camera's track it reads, its encoder's state. */
  source?: string;
  camera?: string;
  keyframes?: number;
  keyframeRequests?: number;
  width?: number;
  limitation?: string;
};
type Snapshot = { at: number; states: string[]; reports: Report[] };

/** The page's open connections: bytes their transports sent, each video stream's frames encoded or decoded. */
const SNAPSHOT = `(async () => {
  const reports = [];
  const open = window.peerConnections.filter((pc) => pc.connectionState !== 'closed');
  for (const [index, pc] of window.peerConnections.entries()) {
    if (pc.connectionState === 'closed') continue;
    const byId = new Map();
    (await pc.getStats()).forEach((report) => byId.set(report.id, report));
    for (const r of byId.values()) {
      const key = index + '/' + r.id;
      if (r.type === 'transport') reports.push({ key, type: r.type, bytes: r.bytesSent ?? 0, frames: 0 });
      if (r.type === 'outbound-rtp' && r.kind === 'video')
        reports.push({ key, type: r.type, bytes: r.bytesSent ?? 0, frames: r.framesEncoded ?? 0,
          source: index + '/' + r.mediaSourceId, camera: byId.get(r.mediaSourceId)?.trackIdentifier,
          keyframes: r.keyFramesEncoded ?? 0, keyframeRequests: (r.pliCount ?? 0) + (r.firCount ?? 0),
          width: r.frameWidth, limitation: r.qualityLimitationReason });
      if (r.type === 'inbound-rtp' && r.kind === 'video')
        reports.push({ key, type: r.type, bytes: r.bytesReceived ?? 0, frames: r.framesDecoded ?? 0 });
    }
  }
  return { at: performance.now(), states: open.map((pc) => pc.connectionState), reports };
})()`;
const snapshot = async (page: Page) => (await page.evaluate(SNAPSHOT)) as Snapshot;

/** What the page's connections did between two snapshots. */
function between(before: Snapshot, after: Snapshot) {
  const earlier = new Map(before.reports.map((report) => [report.key, report]));
  const delta = (report: Report, field: 'bytes' | 'frames' | 'keyframes' | 'keyframeRequests') =>
    (report[field] ?? 0) - (earlier.get(report.key)?.[field] ?? 0);
  const sum = (reports: Report[], field: Parameters<typeof delta>[1]) =>
    reports.reduce((total, report) => total + delta(report, field), 0);
  const encoding = after.reports.filter((r) => r.type === 'outbound-rtp' && delta(r, 'frames') > 0);
  const sent = after.reports.filter((report) => report.type === 'transport');
  return {
    encoding,
    uploadKbps: Math.round((sum(sent, 'bytes') * 8) / (after.at - before.at)),
    keyframes: sum(encoding, 'keyframes'),
    keyframeRequests: sum(encoding, 'keyframeRequests'),
    videosReceived: after.reports.filter((r) => r.type === 'inbound-rtp' && delta(r, 'frames') > 0).length,
  };
}

type Measurement = ReturnType<typeof between> & {
  participants: number;
  transport: Transport;
  states: string[];
  rendererCpu: number;
  settledSeconds: number;
  /** Null when every page received every other participant's video before the window. */
  notReceiving: string | null;
};

/**
 * The built server, with an embedded Janus for the SFU (the port leaves room for Janus's 400 media ports). On a busy
 * machine its start (migrations, demo data) can outlast startServer's minute: it is waited for up to three more.
 */
async function startServerFor(transport: Transport): Promise<RunningServer> {
  let janusPort = await freePort();
  while (janusPort > 64_000) janusPort = await freePort();
  const saved = process.env.JANUS_EMBEDDED_PORT;
  if (transport === 'sfu') process.env.JANUS_EMBEDDED_PORT = String(janusPort);
  else delete process.env.JANUS_EMBEDDED_PORT;
  let server: RunningServer;
  try {
    server = await startServerOnFreePort();
  } finally {
    if (saved === undefined) delete process.env.JANUS_EMBEDDED_PORT;
    else process.env.JANUS_EMBEDDED_PORT = saved;
  }
  const healthy = () =>
    fetch(`${server.baseUrl}/api/v1/health`).then(
      ({ ok }) => ok,
      () => false,
    );
  for (const giveUpAt = Date.now() + 180_000; !(await healthy());) {
    if (server.process.exitCode !== null) throw new Error(`the ${transport} server exited`);
    if (Date.now() > giveUpAt) {
      await server.stop();
      throw new Error(`the ${transport} server did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return server;
}

/** Logs the lobby's and meeting's socket events the page sends and receives, and the answers it gets. */
function trace(page: Page, who: string) {
  if (!process.env.MEETING_LOAD_TRACE) return;
  const log =
    (direction: string) =>
    ({ payload }: { payload: string | Buffer }) => {
      const frame = String(payload);
      if (
        /^4[23]\d*\[("(join-room|join-meeting|advocate-accept|user-|media-rejoin|end-meeting)|\{"status")/.test(
          frame,
        )
      )
        console.log(new Date().toISOString().slice(11, 23), who, direction, frame.slice(0, 200));
    };
  page.on('websocket', (socket) => {
    socket.on('framesent', log('→'));
    socket.on('framereceived', log('←'));
  });
}

/** A context on the server, as the e2e suite's (its baseURL, no animations). */
async function contextOn(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  // The machine is shared with other work: pages can take long to load.
  context.setDefaultTimeout(90_000);
  return context;
}

// The walks of e2e/support (hearNow, allowAdvocate, waitInLobby, admitByName), with the pages' default timeout
// instead of their 5 s checks (Playwright's default outside the suite): every browser of the meeting runs here.

/** The Judge hears the demo case and lets the advocates of these enrollment numbers wait for it. */
async function hearAndAllow(judge: Page, enrollments: string[]) {
  await judge.goto('/judge-dashboard');
  const main = judge.getByRole('main');
  await main.getByRole('button', { name: 'Cause List' }).click();
  const causeList = judge.getByRole('complementary', { name: 'Cause List' });
  await causeList.getByRole('button', { name: `Hear now: ${OWN_CASE.caseNumber}` }).click();
  await main
    .getByText('No hearing in progress: choose one from the cause list.')
    .waitFor({ state: 'hidden' });
  const entry = causeList.getByRole('listitem').filter({ hasText: OWN_CASE.caseNumber });
  for (const enrollment of enrollments) {
    await entry.getByRole('button', { name: 'Allow another advocate' }).click();
    const field = entry.getByLabel(/Enrollment number of the advocate/);
    await field.fill(enrollment);
    await entry.getByRole('button', { name: 'Allow to wait' }).click();
    await field.waitFor({ state: 'hidden' });
  }
}

/** Tried twice: on a busy machine a request can meet a kept-alive connection the server is just closing. */
async function waitInLobby({ page }: SignedInAdvocate, attempt = 1): Promise<void> {
  try {
    const [hearing] = await hearingsOf(page, OWN_CASE.cnr);
    await page.goto(`/advocatelobby?hearing=${hearing?.hearingId}&cnr=${OWN_CASE.cnr}`);
    await page.getByText('Waiting for the judge to admit you.').waitFor();
  } catch (error) {
    if (attempt > 1) throw error;
    console.log(`waiting in the lobby again after: ${(error as Error).message.split('\n')[0]}`);
    await waitInLobby({ page } as SignedInAdvocate, attempt + 1);
  }
}

/** The Judge admits the waiting Advocate, who accepts: their meeting tab. */
async function admit(judge: Page, { context, page, user }: SignedInAdvocate): Promise<Page> {
  const waiting = judge.getByRole('region', { name: /Waiting advocates/ });
  await waiting.getByRole('button', { name: `Admit ${user.name}` }).click();
  const [meeting] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Accept' }).click(),
  ]);
  await meeting.waitForURL(/\/meeting\?room=Room1$/);
  return meeting;
}

/** The remote tiles of a page: whose, and how many frames their video decoded (0 wide: nothing yet). */
const REMOTE_TILES = `[...document.querySelectorAll('[data-testid="participant-tile"][data-local="false"]')].map((tile) => {
  const video = tile.querySelector('video');
  return { name: tile.querySelector('figcaption')?.textContent ?? '?', width: video?.videoWidth ?? 0,
    frames: video?.getVideoPlaybackQuality().totalVideoFrames ?? 0 };
})`;
type RemoteTile = { name: string; width: number; frames: number };

/**
 * Waits until every page shows every other participant's video, decoding (its frames keep rising). Null once they
 * do; should they not in time, what each page shows then (the window is measured all the same).
 */
async function untilEveryoneReceives(pages: Page[], others: number) {
  const tilesOf = () =>
    Promise.all(pages.map((page) => page.evaluate(REMOTE_TILES) as Promise<RemoteTile[]>));
  let before = await tilesOf();
  for (const giveUpAt = Date.now() + RECEIVE_TIMEOUT_MS; ; before = await tilesOf()) {
    await pages[0]?.waitForTimeout(2_000);
    const now = await tilesOf();
    const decoding = now.map(
      (tiles, page) =>
        tiles.filter(
          (tile) =>
            tile.width > 0 &&
            tile.frames > (before[page]?.find(({ name }) => name === tile.name)?.frames ?? 0),
        ).length,
    );
    if (now.every((tiles, page) => tiles.length === others && decoding[page] === others)) return null;
    if (Date.now() > giveUpAt) {
      console.log('not everyone receives everyone (judge first):', JSON.stringify(now));
      return (
        `${RECEIVE_TIMEOUT_MS / 1000} s after the last admission, remote videos decoding per page (the Judge’s first) ` +
        `of ${others}: ${decoding.join(', ')}; remote tiles shown: ${now.map((tiles) => tiles.length).join(', ')}`
      );
    }
  }
}

/** Waits until the Judge's upload is steady (see SETTLE_SECONDS): how long that took. */
async function untilUploadSteady(judge: Page): Promise<number> {
  const started = performance.now();
  const rates: number[] = [];
  for (let last = await snapshot(judge); ;) {
    await judge.waitForTimeout(2_000);
    const now = await snapshot(judge);
    rates.push(between(last, now).uploadKbps);
    last = now;
    const seconds = (performance.now() - started) / 1000;
    const [previous = 0, latest = 0] = rates.slice(-2);
    const steady = rates.length >= 2 && Math.abs(latest - previous) <= 0.15 * Math.max(latest, previous);
    if ((steady && seconds >= SETTLE_SECONDS[0]) || seconds >= SETTLE_SECONDS[1]) return Math.round(seconds);
  }
}

/** CPU seconds the browser's renderer processes have used so far, by process id. */
async function rendererCpuTimes(judgeBrowser: Browser): Promise<Map<number, number>> {
  const session = await judgeBrowser.newBrowserCDPSession();
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number; cpuTime: number }[];
  };
  await session.detach();
  return new Map(
    processInfo.filter(({ type }) => type === 'renderer').map(({ id, cpuTime }) => [id, cpuTime]),
  );
}

async function measureWindow(judge: Page, judgeBrowser: Browser) {
  const cpuBefore = await rendererCpuTimes(judgeBrowser);
  const wallBefore = performance.now();
  const before = await snapshot(judge);
  await judge.waitForTimeout(WINDOW_SECONDS * 1000);
  const after = await snapshot(judge);
  const cpuAfter = await rendererCpuTimes(judgeBrowser);
  const cpu = [...cpuAfter].reduce((sum, [pid, time]) => sum + time - (cpuBefore.get(pid) ?? 0), 0);
  const rendererCpu = Number(((cpu * 1000) / (performance.now() - wallBefore)).toFixed(2));
  return { ...between(before, after), states: after.states, rendererCpu };
}

/** One meeting that grows to each count of PARTICIPANTS, measured at each. */
async function measureTransport(transport: Transport): Promise<Measurement[]> {
  const server = await startServerFor(transport);
  // Closing the two browsers closes every page and context of the meeting.
  const opened: Browser[] = [];
  try {
    const judgeBrowser = await chromium.launch(CHROMIUM);
    opened.push(judgeBrowser);
    const othersBrowser = await chromium.launch(CHROMIUM);
    opened.push(othersBrowser);
    const other = () => contextOn(othersBrowser, server.baseUrl);
    const judgeContext = await contextOn(judgeBrowser, server.baseUrl);
    await judgeContext.addInitScript(keepPeerConnections());
    const judge = await judgeContext.newPage();
    trace(judge, 'Judge');
    const controller = await (await other()).newPage();
    await openSessionAs(controller, 'Controller');
    const [advocates] = await Promise.all([
      Promise.all([
        other().then(demoAdvocate),
        ...NEW_ADVOCATES.map(async (name) => verifiedAdvocate(await other(), controller, name)),
      ]),
      openSessionAs(judge, 'Judge'),
    ]);
    for (const { context, page, user } of advocates) {
      trace(page, user.name);
      context.on('page', (meeting) => trace(meeting, user.name));
    }
    await hearAndAllow(
      judge,
      advocates.slice(1).map(({ user }) => user.enrollmentNumber ?? ''),
    );

    const measurements: Measurement[] = [];
    const meetings: Page[] = [];
    for (const participants of PARTICIPANTS) {
      const joining = advocates.slice(meetings.length, participants - 1);
      await Promise.all(joining.map((advocate) => waitInLobby(advocate)));
      let notReceiving: string | null = null;
      // One at a time: each joins a meeting where everyone already receives everyone.
      for (const advocate of joining) {
        meetings.push(await admit(judge, advocate));
        notReceiving = await untilEveryoneReceives([judge, ...meetings], meetings.length);
      }
      const used = await judge.locator('.courtroom-stage').getAttribute('data-transport');
      if (used !== transport) throw new Error(`the judge's page meets over ${used}, not ${transport}`);
      const settledSeconds = await untilUploadSteady(judge);
      const measured = await measureWindow(judge, judgeBrowser);
      measurements.push({ ...measured, participants, transport, settledSeconds, notReceiving });
      console.log(measurements.at(-1));
    }
    return measurements;
  } finally {
    for (const closable of opened.reverse()) await closable.close().catch(() => undefined);
    // stop() waits for the exit: a server that died on its own has had it.
    if (server.process.exitCode === null && server.process.signalCode === null) await server.stop();
  }
}

const startedAt = performance.now();
const loadBefore = loadavg();
const results: Measurement[] = [];
for (const transport of TRANSPORTS) results.push(...(await measureTransport(transport)));
const loadAfter = loadavg();
const minutes = ((performance.now() - startedAt) / 60_000).toFixed(1);

const cameraEncodings = (m: Measurement) => new Set(m.encoding.map(({ source }) => source)).size;
const cameras = (m: Measurement) => new Set(m.encoding.map(({ camera }) => camera)).size;
const table = [
  '| participants | transport | judge’s connections | outbound video streams encoded | camera encodings (camera × connection) | distinct cameras | videos received | upload kbit/s | judge renderer CPU s/s |',
  '|---|---|---|---|---|---|---|---|---|',
  ...PARTICIPANTS.flatMap((count) =>
    results
      .filter(({ participants }) => participants === count)
      .map(
        (m) =>
          `| ${m.participants}${m.notReceiving ? ' *' : ''} | ${m.transport} | ${m.states.length} | ${m.encoding.length} | ${cameraEncodings(m)} | ${cameras(m)} | ${m.videosReceived} | ${m.uploadKbps} | ${m.rendererCpu} |`,
      ),
  ),
].join('\n');

/** How the transport's cost grew from the fewest to the most participants; flat over the counts everyone received. */
function growth(transport: Transport) {
  const rows = results.filter((result) => result.transport === transport);
  const [fewest, most] = [rows[0], rows.at(-1)];
  if (!fewest || !most) return { text: `${transport}: not measured`, flat: false };
  const uploads = rows.map(({ uploadKbps }) => uploadKbps);
  const flat =
    rows.every((row) => !row.notReceiving && row.encoding.length === fewest.encoding.length) &&
    Math.max(...uploads) <= FLAT_TOLERANCE * Math.min(...uploads);
  return {
    flat,
    text:
      `${transport}, ${most.participants} vs ${fewest.participants} participants: upload ${most.uploadKbps} vs ` +
      `${fewest.uploadKbps} kbit/s (×${(most.uploadKbps / Math.max(1, fewest.uploadKbps)).toFixed(2)}), video streams encoded ` +
      `${most.encoding.length} vs ${fewest.encoding.length}, renderer CPU ${most.rendererCpu} vs ${fewest.rendererCpu} s/s`,
  };
}
const [sfu, mesh] = [growth('sfu'), growth('mesh')];
const conclusion =
  `${sfu.text}; ${mesh.text}. Target (on the SFU the Judge’s encode count stays the same and its upload within ` +
  `×${FLAT_TOLERANCE} at every count, everyone receiving): ${sfu.flat ? 'met' : 'missed'}.`;
const details = results.map(
  (m) =>
    `  - ${m.participants} ${m.transport}: ${m.encoding.map((r) => `${r.width ?? '?'}px/${r.limitation}`).join(', ') || 'nothing encoded'}; ` +
    `${m.keyframes} keyframes for ${m.keyframeRequests} requests (PLI/FIR); connections ${m.states.join(', ')}; ` +
    `upload steady after ${m.settledSeconds} s` +
    (m.notReceiving ? `. * Not everyone received everyone: ${m.notReceiving}.` : '.'),
);
console.log([table, conclusion, ...details].join('\n'));
console.log({ minutes, loadBefore, loadAfter });

writeBenchmarkSection(
  'Courtroom meeting: the Judge’s cost with 2, 4 and 6 participants, SFU vs mesh',
  [
    `Measured in Chromium (${CHROMIUM.executablePath}, headless, fake camera and microphone, the flags of`,
    'e2e/support/chromium.ts) against two built servers on free ports with demo data, no TURN: one with an embedded',
    'Janus (`JANUS_EMBEDDED_PORT`: the meeting goes through the SFU, each camera sent once in three simulcast',
    'layers), one without (the browsers’ mesh: one connection per pair of participants). The Judge (a Chromium of',
    'its own) hears the demo case; the demo Advocate and new verified Advocates (each in a context of a second',
    `Chromium) are admitted one at a time until the meeting has ${PARTICIPANTS.join(', ')} participants. At each count, once`,
    'every page decodes every other participant’s video and the Judge’s upload is steady (two 2 s rates within 15 %,',
    `${SETTLE_SECONDS.join(' to ')} s), the Judge’s page is measured over ${WINDOW_SECONDS} s: its RTCPeerConnections (kept by an init`,
    'script) give the outbound-rtp video streams whose frames encoded rose, the media sources and camera tracks they',
    'read, the inbound videos decoding, and the bytes their transports sent (RTP, RTCP and ICE of audio and video);',
    'CDP’s `SystemInfo.getProcessInfo` gives the CPU time of the Judge’s renderer processes per wall second (WebRTC',
    'encodes and decodes there; capture and GPU are not counted).',
    '',
    table,
    '',
    `- ${conclusion}`,
    '- The Judge’s encoders at the end of each window (frame width / quality limitation), keyframes encoded in it:',
    ...details,
    `- The whole run took ${minutes} min. Machine: 1/5/15-minute load average`,
    `  ${loadBefore.map((value) => value.toFixed(2)).join(' ')} before, ${loadAfter.map((value) => value.toFixed(2)).join(' ')} after (2 cores, shared with other work: every`,
    '  browser of the meeting runs here, so the encoders may be CPU-limited).',
  ].join('\n'),
);
