import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { SUITE_CHROMIUM } from './chromium.ts';

export type HideablePage = {
  /** The page, in the one window of its own Chromium; no baseURL: it goes to absolute addresses. */
  page: Page;
  context: BrowserContext;
  /** Brings another tab of the window to the front: the page is hidden, as behind a tab the user opened. */
  hide: () => Promise<void>;
  show: () => Promise<void>;
  close: () => Promise<void>;
};

/** Starts Chromium with its DevTools on a free port; resolves with the address it prints. */
async function startChromium(userDataDir: string) {
  const started = spawn(
    SUITE_CHROMIUM.executablePath,
    [
      ...SUITE_CHROMIUM.args,
      // Chromium spares a page it heard in the last 30 s; muted, the courtroom is as a silent one to it.
      '--mute-audio',
      '--remote-debugging-port=0',
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], env: SUITE_CHROMIUM.env },
  );
  // Every line is read, the address's and all after it: a pipe nobody empties would stall Chromium.
  const lines = createInterface({ input: started.stderr });
  const address = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const found = /^DevTools listening on (ws:\/\/\S+)/.exec(line)?.[1];
      if (found) resolve(found);
    });
    started.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before its DevTools opened`)));
  });
  return { started, address };
}

/**
 * A page that Chromium hides and throttles as it would a user's background tab. Playwright keeps every page it
 * drives visible (its focus emulation holds the tab as if captured) and launches Chromium without background
 * throttling; this Chromium is started with neither, and attached to without Playwright's defaults (noDefaults
 * leaves the browser's own default context alone), so a tab behind another is hidden and its timers fire at most
 * once a second.
 */
export async function openHideablePage(): Promise<HideablePage> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'nyaya-hideable-'));
  const { started, address } = await startChromium(userDataDir);
  // A test that times out never reaches its `finally`: the worker's exit still ends this Chromium.
  const endWithWorker = () => started.kill();
  process.once('exit', endWithWorker);
  let browser: Browser | undefined;
  const close = async () => {
    process.off('exit', endWithWorker);
    await browser?.close();
    if (started.exitCode === null) {
      started.kill();
      await once(started, 'exit');
    }
    // Chromium's helper processes may write their last files a moment after it exits (a CI run met ENOTEMPTY).
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  try {
    browser = await chromium.connectOverCDP(address, { noDefaults: true });
    const [context] = browser.contexts();
    const page = context?.pages()[0];
    if (!context || !page) throw new Error('Chromium opened without its first tab');
    let cover: Page | undefined;
    return {
      page,
      context,
      hide: async () => {
        cover ??= await context.newPage();
        await cover.bringToFront();
      },
      show: () => page.bringToFront(),
      close,
    };
  } catch (failure) {
    await close();
    throw failure;
  }
}
