// The public live stream as a litigant on mobile data meets it (issue 41 point 4): Chromium (Debian's, headless) with
// its network emulation at 3G (750 kb/s down, 150 ms round trip) and 2G (250 kb/s, 300 ms) opens /stream for Room1's
// hearing, which the demo Judge records live at delay 0, as the stream is sent today (the courtroom's 720p) and
// with Data saver (the sound alone). Measured from the address being opened: when the page could be used, when
// the first frame or sound played, and the stalls after it over WEAK_LINK_SECONDS (180): how many and how long in
// all, and the media bytes the viewer fetched per minute. The four viewers watch at once, each throttled alone.
// The recorded-hearing viewer has no ladder yet: it is measured here once it has one.
import { API_PREFIX, courtDate } from '@nyaya/shared';
import { chromium, type Browser } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { CHROMIUM } from '../e2e/support/chromium.ts';
import { demoToken, startServerOnFreePort, withStreamDelay } from './lib.ts';
import { judgeOnAir, recordLive } from './live-source.ts';
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
const RENDITIONS = [
  { name: 'courtroom (720p as recorded)', dataSaver: false },
  { name: 'Data saver: audio only', dataSaver: true },
] as const;

type Watched = {
  link: string;
  rendition: string;
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
  mediaBytes: number;
};

async function watch(
  browser: Browser,
  baseUrl: string,
  /** The Individual's: signed in as the Lighthouse bench does it, a Bearer token on every request the page makes. */
  token: string,
  hearingId: number,
  link: (typeof LINKS)[number],
  rendition: (typeof RENDITIONS)[number],
): Promise<Watched> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 412, height: 823 },
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  await context.addInitScript(
    ({ dataSaver, key }: { dataSaver: boolean; key: string }) => {
      localStorage.setItem(key, dataSaver ? 'on' : 'off');
      performance.setResourceTimingBufferSize(5000);
      const log: PlayerLog = { firstPlay: null, stalls: [], mediaBytes: 0 };
      Object.assign(window, { playerLog: log });
      document.addEventListener(
        'timeupdate',
        (event) => {
          if (log.firstPlay === null && (event.target as HTMLVideoElement).currentTime > 0)
            log.firstPlay = performance.now();
          const open = log.stalls.at(-1);
          if (open && open.to === null) open.to = performance.now();
        },
        true,
      );
      document.addEventListener(
        'waiting',
        () => {
          if (log.firstPlay !== null && log.stalls.at(-1)?.to !== null)
            log.stalls.push({ from: performance.now(), to: null });
        },
        true,
      );
    },
    { dataSaver: rendition.dataSaver, key: DATA_SAVER_STORAGE_KEY },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: link.rttMs,
    downloadThroughput: (link.kbps * 1000) / 8,
    uploadThroughput: (link.kbps * 1000) / 8,
  });
  await page.goto(`/stream?hearing=${hearingId}`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
  const usable = await page.evaluate(async () => {
    while (!document.querySelector('[data-testid="live-stream-video"]'))
      await new Promise((r) => setTimeout(r, 50));
    return performance.now();
  });
  await page.waitForTimeout(WATCH_SECONDS * 1000);
  const log = await page.evaluate(() => {
    const kept = (window as unknown as { playerLog: PlayerLog }).playerLog;
    const media = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/live\/.*\.ts$/.test(entry.name)) as PerformanceResourceTiming[];
    return {
      ...kept,
      mediaBytes: media.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      now: performance.now(),
    };
  });
  await context.close();
  const stalled = log.stalls.reduce((sum, stall) => sum + ((stall.to ?? log.now) - stall.from), 0);
  return {
    link: link.name,
    rendition: rendition.name,
    usableSeconds: usable / 1000,
    firstPlaySeconds: log.firstPlay === null ? null : log.firstPlay / 1000,
    stalls: log.stalls.length,
    stalledSeconds: stalled / 1000,
    mediaKilobytesPerMinute: log.mediaBytes / 1000 / (WATCH_SECONDS / 60),
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
try {
  await withStreamDelay(server.baseUrl, ROOM, 0);
  const hearingId = await todaysHearingId(server.baseUrl);
  const viewerToken = await demoToken(server.baseUrl, 'Individual');
  const judge = await judgeOnAir(server.baseUrl, ROOM);
  const recording = recordLive(judge);
  await new Promise((resolve) => setTimeout(resolve, TUNE_IN_AFTER_MS));
  const results = await Promise.all(
    LINKS.flatMap((link) =>
      RENDITIONS.map((rendition) => watch(browser, server.baseUrl, viewerToken, hearingId, link, rendition)),
    ),
  );
  recording.stop();
  await recording.finished;
  judge.socket.close();

  /** The player's part: from the page being usable (its own load is issue 41 point 6's) to the first frame or sound. */
  const playerStart = ({ usableSeconds, firstPlaySeconds }: Watched) =>
    firstPlaySeconds === null ? null : firstPlaySeconds - usableSeconds;
  const goal = (row: Watched) => {
    const soundOnly = row.rendition.startsWith('Data saver');
    if (row.link === '2G' && !soundOnly) return '–';
    const start = playerStart(row);
    return start !== null && start <= 5 && row.stalls === 0 ? 'met' : 'missed';
  };
  const seconds = (value: number | null) => (value === null ? 'never' : value.toFixed(1));
  const table = [
    '| link | what plays | page usable (s) | first frame or sound (s) | of which the player (s) | stalls | stalled (s) | media kB per minute | goal |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (row) =>
        `| ${row.link} | ${row.rendition} | ${seconds(row.usableSeconds)} | ${seconds(row.firstPlaySeconds)} | ${seconds(playerStart(row))} | ${row.stalls} | ${row.stalledSeconds.toFixed(1)} | ${Math.round(row.mediaKilobytesPerMinute)} | ${goal(row)} |`,
    ),
  ].join('\n');
  console.log(table);
  writeBenchmarkSection(
    'The live stream on a weak link: 3G and 2G',
    [
      `Chromium's network emulation per viewer: 3G 750 kb/s down with 150 ms round trips, 2G 250 kb/s with 300 ms. Each`,
      `viewer signs in, then opens /stream for Room1's hearing ${TUNE_IN_AFTER_MS / 1000} s after the demo Judge started recording it live`,
      `(720p25 test pattern, H.264 at 2.5 Mb/s, delay 0), and watches for ${WATCH_SECONDS} s; the four watch at once. Times are`,
      'from the address being opened: the page usable (its player on screen), the first frame or sound played; a',
      'stall is the player waiting after it had played. Goals (issue 41): on 3G the first frame within 5 s and no stall',
      'after it; on 2G the sound within 5 s and no stall (the courtroom on 2G has no goal: it cannot fit). The 5 s are',
      'counted from the page being usable (the player’s part); the page’s own load is issue 41 point 6’s.',
      `Load average before: ${loadBefore}.`,
      '',
      table,
    ].join('\n'),
  );
} finally {
  await browser.close();
  await server.stop();
}
