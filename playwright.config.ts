import { defineConfig } from '@playwright/test';
import { courtDate } from '@nyaya/shared';
import { SUITE_CHROMIUM } from './e2e/support/chromium.ts';
import { ROOM1_TAG } from './e2e/support/lanes.ts';
import { E2E_JANUS_PORT, E2E_PORT, E2E_TURN_PORT } from './e2e/support/ports.ts';

/** The browser suite drives Debian's Chromium against the built app on a fresh embedded database. */
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const ROOM1 = new RegExp(ROOM1_TAG);
/**
 * One court day for the whole run: the server seeds and looks up its hearings for it (COURT_DATE), the pages go
 * by the server's (GET /health) and the specs by this one (fixtures.ts; the workers inherit it). A run across
 * midnight in India still finds the hearings seeded for "today".
 */
process.env.COURT_DATE ??= courtDate();

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Twice a quiet day's need: on a slow day (2026-11-29) the same tests took 2-3.5 times as long, and tests still
  // progressing step by step ran into a minute. Each wait has a bound of its own, which is what catches a hang.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL,
    // Bootstrap's fades and slides are no part of what the suite checks; without them the pages settle at once.
    reducedMotion: 'reduce',
    // A trace records every frame and a DOM snapshot of every step, and "retain on failure" records it for every test
    // to throw most away: the admin and roles walks cost Chromium 100 CPU-s with it, 65 without (2026-11-29). A
    // test that fails is traced when it is tried again; `--trace on` traces a local run.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: SUITE_CHROMIUM,
  },
  projects: [
    // Tests of the demo Judge or of Room1's state (tagged ROOM1 in fixtures.ts, the live walks in e2e/room1 among
    // them), one at a time in file order: the live stream, courtroom and broadcast walks after the pages that
    // expect Room1's hearings as the demo seeds them. Listed first, so that one worker starts this chain at once and
    // the other takes the pages beside it. Listed last, it waited for the pages (193 s) and then ran with a core
    // idle; listed first, the suite was done at 328 s (2026-11-29, the walks' checks unchanged).
    { name: 'room1', grep: ROOM1, workers: 1 },
    // Everything that neither uses the demo Judge nor depends on Room1's state, on every worker free.
    { name: 'pages', grepInvert: ROOM1 },
  ],
  webServer: {
    command: 'node e2e/support/serve.mjs',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.e2e-data',
      DEMO_DATA: 'true',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every browser signs in and signs up from 127.0.0.1; the per-IP limits have their own API tests.
      LOGIN_RATE_LIMIT: '1000',
      SIGNUP_RATE_LIMIT: '1000',
      // The resend walk waits out the interval for real; a minute of it would be a minute of every run.
      OTP_RESEND_SECONDS: '3',
      // The meeting has a TURN server, as `npm start` gives it one (coturn on loopback).
      TURN_EMBEDDED_PORT: String(E2E_TURN_PORT),
      // And an SFU (Janus on loopback), which the meeting's media goes through.
      JANUS_EMBEDDED_PORT: String(E2E_JANUS_PORT),
      COURT_DATE: process.env.COURT_DATE,
    },
  },
});
