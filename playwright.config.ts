import { defineConfig } from '@playwright/test';
import { ROOM1_TAG } from './e2e/support/lanes.ts';

/** The browser suite drives Debian's Chromium against the built app on a fresh embedded database. */
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
/** The live walks of Room1 and its demo Judge, in their own projects. */
const LIVE_WALKS = /(live-stream|courtroom|broadcast)\.spec\.ts/;
const ROOM1 = new RegExp(ROOM1_TAG);

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  projects: [
    // Everything that neither uses the demo Judge nor depends on Room1's state, on every worker from the start.
    { name: 'pages', testIgnore: LIVE_WALKS, grepInvert: ROOM1 },
    // What does (tagged ROOM1 in fixtures.ts), one test at a time beside the pages, then the live walks of Room1.
    { name: 'room1', testIgnore: LIVE_WALKS, grep: ROOM1, workers: 1 },
    // A viewer of Room1's stream counts on the control-room cards that control-room.spec expects idle.
    { name: 'live-stream', testMatch: /live-stream\.spec\.ts/, dependencies: ['room1'] },
    // The demo Judge is one person: any page of theirs at /dashboard takes their seat in Room1's meeting, so the
    // courtroom runs after every other test of theirs.
    { name: 'courtroom', testMatch: /courtroom\.spec\.ts/, dependencies: ['live-stream'] },
    // Recording, streaming and the relay of Room1: the same judge again, so after the courtroom.
    { name: 'broadcast', testMatch: /broadcast\.spec\.ts/, dependencies: ['courtroom'] },
  ],
  webServer: {
    command: 'node e2e/support/serve.mjs',
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
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
    },
  },
});
