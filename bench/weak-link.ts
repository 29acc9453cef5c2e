// The public live stream and a recorded hearing as a litigant on mobile data meets them (issue 41 point 4): Chromium
// (Debian's, headless) with its network emulation at 3G (750 kb/s down, 150 ms round trip) and 2G (250 kb/s, 300 ms).
// First /stream for Room1's hearing, which the demo Judge records live at delay 0, as the stream is sent today (the
// courtroom's 720p) and with Data saver (the sound alone); the four viewers watch at once, each throttled alone. Then
// the judge stops, and once the hearing's recording has its versions for a weak link, /viewstream plays it three
// ways on each link at once: as recorded (what the viewer always played before it had versions: the page is told the
// link is fast), the player's own choice (Auto), and Data saver. Measured from the address being opened: when the
// page could be used, when the first frame or sound played, and the stalls after it over WEAK_LINK_SECONDS (180): how
// many and how long in all, and the media bytes the viewer fetched per minute (as Chromium's network saw them).
import { API_PREFIX, courtDate, type HearingVideo } from '@nyaya/shared';
import { chromium, type Browser } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { CHROMIUM } from '../e2e/support/chromium.ts';
import { demoToken, startServerOnFreePort, withStreamDelay } from './lib.ts';
import { judgeOnAir, recordLive, stopLiveRecording } from './live-source.ts';
import { writeBenchmarkSection } from './report.ts';
import { DATA_SAVER_STORAGE_KEY } from '../apps/web/src/lib/data-saver.ts';

const ROOM = 'Room1';
const WATCH_SECONDS = Number(process.env.WEAK_LINK_SECONDS ?? 180);
/** The stream's first segments are public before the viewers open the page, as for one who tunes in mid-hearing. */
const TUNE_IN_AFTER_MS = 10_000;

const LINKS = [
  { name: '3G', kbps: 750, rttMs: 150 },
  { name: '2G', kbps: 250, rttMs: 300 },
] as const;
/**
 * A way to watch: which page, with Data saver or not, and the picture chosen in the recorded viewer, if any; the
 * live stream as it was sent before it had a low rendition (its multivariant playlist cut to the courtroom's).
 */
type Way = {
  name: string;
  page: 'live' | 'recording';
  dataSaver: boolean;
  asRecorded?: boolean;
  courtroomOnly?: boolean;
};

const LIVE_WAYS: Way[] = [
  {
    name: 'live: the courtroom alone (720p, before the low rung)',
    page: 'live',
    dataSaver: false,
    courtroomOnly: true,
  },
  { name: 'live: Auto (the ladder)', page: 'live', dataSaver: false },
  { name: 'live: Data saver, audio only', page: 'live', dataSaver: true },
];
const RECORDING_WAYS: Way[] = [
  {
    name: 'recording: as recorded (before its versions)',
    page: 'recording',
    dataSaver: false,
    asRecorded: true,
  },
  { name: 'recording: Auto (360p on a slow link)', page: 'recording', dataSaver: false },
  { name: 'recording: Data saver, audio only', page: 'recording', dataSaver: true },
];
/** The media a page fetches: the live stream's segments, a recording's file (any version). */
const MEDIA = { live: /\/live\/.*\.ts$/, recording: /\/videos\/file\// };

type Watched = {
  link: string;
  way: Way;
  /** The recorded viewer's version that played last (as recorded, low, audio); the live stream's picture's height. */
  played: string;
  usableSeconds: number;
  firstPlaySeconds: number | null;
  stalls: number;
  stalledSeconds: number;
  mediaKilobytesPerMinute: number;
};

/** What the page saw of its player, in ms from the address being opened (performance.now()). */
type PlayerLog = {
  firstPlay: number | null;
  stalls: { from: number; to: number | null }[];
  /** The address the player last played from. */
  played: string;
};

async function watch(
  browser: Browser,
  baseUrl: string,
  /** The Individual's: signed in as the Lighthouse bench does it, a Bearer token on every request the page makes. */
  token: string,
  hearingId: number,
  link: (typeof LINKS)[number],
  way: Way,
  watchSeconds: number,
): Promise<Watched> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 412, height: 823 },
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  // tsx keeps function names with a helper of its own, which the page does not have.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(
    ({ dataSaver, key }: { dataSaver: boolean; key: string }) => {
      localStorage.setItem(key, dataSaver ? 'on' : 'off');
      const log: PlayerLog = { firstPlay: null, stalls: [], played: '' };
      Object.assign(window, { playerLog: log });
      // A stall ends when the player plays again (Chromium also updates the time as it starts waiting).
      document.addEventListener(
        'playing',
        (event) => {
          log.played = (event.target as HTMLVideoElement).currentSrc;
          const open = log.stalls.at(-1);
          if (open && open.to === null) open.to = performance.now();
        },
        true,
      );
      document.addEventListener(
        'timeupdate',
        (event) => {
          if (log.firstPlay === null && (event.target as HTMLVideoElement).currentTime > 0)
            log.firstPlay = performance.now();
        },
        true,
      );
      document.addEventListener(
        'waiting',
        (event) => {
          // Seeking to where a switch of version resumes is no stall.
          if ((event.target as HTMLVideoElement).seeking) return;
          if (log.firstPlay !== null && log.stalls.at(-1)?.to !== null)
            log.stalls.push({ from: performance.now(), to: null });
        },
        true,
      );
    },
    { dataSaver: way.dataSaver, key: DATA_SAVER_STORAGE_KEY },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const mediaRequests = new Set<string>();
  let mediaBytes = 0;
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (MEDIA[way.page].test(request.url)) mediaRequests.add(requestId);
  });
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    if (mediaRequests.has(requestId)) mediaBytes += encodedDataLength;
  });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: link.rttMs,
    downloadThroughput: (link.kbps * 1000) / 8,
    uploadThroughput: (link.kbps * 1000) / 8,
  });
  if (way.courtroomOnly) {
    // Before the low rung the player also knew nothing of the link: it played one segment behind, catching up.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => undefined }),
    );
    await page.route(/\/master\.m3u8$/, async (route) => {
      const response = await route.fetch();
      const lines = (await response.text()).split('\n');
      const courtroom = lines.findIndex((line) => line.startsWith('#EXT-X-STREAM-INF'));
      await route.fulfill({ response, body: [...lines.slice(0, courtroom + 2), ''].join('\n') });
    });
  }
  const path = way.page === 'live' ? `/stream?hearing=${hearingId}` : `/viewstream?hearing=${hearingId}`;
  await page.goto(path, { waitUntil: 'domcontentloaded', timeout: 120_000 });
  const usable = await page.evaluate(async () => {
    while (!document.querySelector('video.viewer-video')) await new Promise((r) => setTimeout(r, 50));
    return performance.now();
  });
  if (way.page === 'recording') {
    // The person's choice first, then the play button (the live stream starts by itself).
    if (way.asRecorded) await page.getByLabel('Picture').selectOption('source');
    await page.evaluate(async () => {
      const player = 'video.viewer-video';
      while (!document.querySelector(player)?.getAttribute('src'))
        await new Promise((r) => setTimeout(r, 50));
      await document
        .querySelector<HTMLVideoElement>(player)
        ?.play()
        .catch(() => undefined);
    });
  }
  await page.waitForTimeout(watchSeconds * 1000);
  const log = await page.evaluate(() => ({
    ...(window as unknown as { playerLog: PlayerLog }).playerLog,
    height: document.querySelector<HTMLVideoElement>('video.viewer-video')?.videoHeight ?? 0,
    now: performance.now(),
  }));
  await context.close();
  const stalled = log.stalls.reduce((sum, stall) => sum + ((stall.to ?? log.now) - stall.from), 0);
  return {
    link: link.name,
    way,
    usableSeconds: usable / 1000,
    firstPlaySeconds: log.firstPlay === null ? null : log.firstPlay / 1000,
    stalls: log.stalls.length,
    stalledSeconds: stalled / 1000,
    mediaKilobytesPerMinute: mediaBytes / 1000 / (watchSeconds / 60),
    played:
      way.page === 'live'
        ? log.height > 0
          ? `${log.height}p`
          : 'sound'
        : (/[?&]version=(\w+)/.exec(log.played)?.[1] ?? 'as recorded'),
  };
}

async function todaysHearingId(baseUrl: string): Promise<number> {
  const token = await demoToken(baseUrl, 'Judge');
  const response = await fetch(`${baseUrl}${API_PREFIX}/causeList/reader/getDayList?date=${courtDate()}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as {
    data: { entries: { hearingId: number; roomId: string; streamable: boolean }[] };
  };
  const hearing = data.entries.find((entry) => entry.roomId === ROOM && entry.streamable);
  if (!hearing) throw new Error(`no streamable hearing in ${ROOM} today`);
  return hearing.hearingId;
}

const server = await startServerOnFreePort();
// The suite's Chromium, and a player that may start without a click (nobody is there to give one).
const browser = await chromium.launch({
  ...CHROMIUM,
  args: [...CHROMIUM.args, '--autoplay-policy=no-user-gesture-required'],
});
const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];

/** Waits until the hearing's newest recording has both versions for a weak link, and says how long it lasts. */
async function recordingWithVersions(baseUrl: string, token: string, hearingId: number): Promise<number> {
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}${API_PREFIX}/videos/${hearingId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [newest] = response.ok ? ((await response.json()) as { data: HearingVideo }).data.recordings : [];
    if (newest?.versions.low && newest.versions.audio) return newest.durationSeconds ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error('the recording has no versions for a weak link after 10 minutes');
}

try {
  await withStreamDelay(server.baseUrl, ROOM, 0);
  const hearingId = await todaysHearingId(server.baseUrl);
  const viewerToken = await demoToken(server.baseUrl, 'Individual');
  const watchAll = (ways: Way[], seconds: number) =>
    Promise.all(
      LINKS.flatMap((link) =>
        ways.map((way) => watch(browser, server.baseUrl, viewerToken, hearingId, link, way, seconds)),
      ),
    );

  const judge = await judgeOnAir(server.baseUrl, ROOM);
  const recording = recordLive(judge, { lowRung: true });
  await new Promise((resolve) => setTimeout(resolve, TUNE_IN_AFTER_MS));
  const live = await watchAll(LIVE_WAYS, WATCH_SECONDS);
  recording.stop();
  await recording.finished;
  await stopLiveRecording(judge, ROOM);
  judge.socket.close();

  const recordedSeconds = await recordingWithVersions(server.baseUrl, viewerToken, hearingId);
  // Played from its start, to a few seconds before its end (where a player stops waiting for more).
  const recorded = await watchAll(RECORDING_WAYS, Math.min(WATCH_SECONDS, recordedSeconds - 5));
  const results = [...live, ...recorded];

  /** The player's part: from the page being usable (its own load is issue 41 point 6's) to the first frame or sound. */
  const playerStart = ({ usableSeconds, firstPlaySeconds }: Watched) =>
    firstPlaySeconds === null ? null : firstPlaySeconds - usableSeconds;
  const goal = ({ way, link, ...row }: Watched) => {
    const picture = !way.dataSaver;
    // What the goals are about: on 3G a picture; on 2G the sound. The picture as recorded is the before.
    if ((link === '2G' && picture) || way.asRecorded || way.courtroomOnly) return '–';
    const start = playerStart({ way, link, ...row });
    return start !== null && start <= 5 && row.stalls === 0 ? 'met' : 'missed';
  };
  const seconds = (value: number | null) => (value === null ? 'never' : value.toFixed(1));
  const table = [
    '| link | what plays | version played | page usable (s) | first frame or sound (s) | of which the player (s) | stalls | stalled (s) | media kB per minute | goal |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (row) =>
        `| ${row.link} | ${row.way.name} | ${row.played} | ${seconds(row.usableSeconds)} | ${seconds(row.firstPlaySeconds)} | ${seconds(playerStart(row))} | ${row.stalls} | ${row.stalledSeconds.toFixed(1)} | ${Math.round(row.mediaKilobytesPerMinute)} | ${goal(row)} |`,
    ),
  ].join('\n');
  console.log(table);
  writeBenchmarkSection(
    'The live stream and a recording on a weak link: 3G and 2G',
    [
      `Chromium's network emulation per viewer: 3G 750 kb/s down with 150 ms round trips, 2G 250 kb/s with 300 ms. Each`,
      `viewer signs in, then opens /stream for Room1's hearing ${TUNE_IN_AFTER_MS / 1000} s after the demo Judge started recording it live`,
      `(720p25 test pattern, H.264 at 2.5 Mb/s, and beside it the low rendition at 360p and 400 kb/s, as the judge's page`,
      `records it; delay 0), and watches for ${WATCH_SECONDS} s: as the stream was sent before it had a low rendition (the`,
      'courtroom alone, the player one segment behind whatever the link), as the player chooses from the ladder (Auto: on a',
      'link the browser estimates under 1 Mb/s it plays steady, as with Data saver), and with Data saver; the six watch at',
      'once. The judge',
      `then stops, and once that recording (${recordedSeconds} s) has its versions for a weak link, six viewers open it on`,
      '/viewstream at once and play it from the start: as recorded (chosen in Picture; before the versions it was the',
      'only way), Auto, and Data saver, on each link, on a 412 px phone. Times are from the address',
      'being opened: the page usable (its player on screen), the first frame or sound played; a stall is the player',
      'waiting after it had played (not for a seek), until it plays again (it ended at the next time update before',
      '2026-12-07, which Chromium sends as it starts waiting). Media is what Chromium’s network received for the stream’s',
      'segments or the recording’s files. Goals (issue 41): on 3G the first frame within 5 s and no stall after it; on',
      '2G the sound within 5 s and no stall (a picture on 2G has no goal). The 5 s are counted from the page being',
      'usable (the player’s part); the page’s own load is issue 41 point 6’s.',
      `Load average before: ${loadBefore}.`,
      '',
      table,
    ].join('\n'),
  );
} finally {
  await browser.close();
  await server.stop();
}
