import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { ONCE_ON_POSTGRES, ONLY_ON_PGLITE } from './apps/server/src/test/postgres-pass.ts';

const RESTART_UI_ES_BUILD = fileURLToPath(new URL('./node_modules/@restart/ui/esm', import.meta.url));

/**
 * Every server suite runs on the embedded database but those of several instances (*.scale-out.test.ts), which
 * need PostgreSQL and Redis. The NYAYA_TEST_DB=postgres pass runs them and every other server suite again, but
 * the media pipelines (src/media: their suites use no database or Redis) and the suites listed with their reasons in
 * apps/server/src/test/postgres-pass.ts, which add nothing there. Where it runs beside the embedded pass
 * (NYAYA_POSTGRES_PASS_BESIDE, scripts/test.sh), the live-media suites run on it alone (ONCE_ON_POSTGRES).
 */
const onlyInTheOtherPass =
  process.env.NYAYA_TEST_DB === 'postgres'
    ? ['apps/server/src/media/**', ...ONLY_ON_PGLITE]
    : [
        'apps/server/src/**/*.scale-out.test.ts',
        ...(process.env.NYAYA_POSTGRES_PASS_BESIDE === 'true' ? ONCE_ON_POSTGRES : []),
      ];

export default defineConfig({
  test: {
    // Twice the cores of this 2-core machine: the server suites wait on ffmpeg, sockets, timers and media fed in
    // real time much of the time, and the extra workers fill those waits. Measured on a quiet machine: the
    // PostgreSQL pass 110 s with 3 workers, 93 s with 4, 90 s with 5; the PGlite pass 198 s with 3, 183 s with 4
    // (2 → 3 had given 215 → 189 s and 166 → 134 s). `npm test` gives the PostgreSQL pass 3, beside the embedded
    // pass (scripts/test.sh).
    maxWorkers: 4,
    // A worker runs its files one after the other in one module cache (`isolate: false`), where a process of its
    // own for each file cost each about 0.3 CPU-s of start-up and imports: the shared, web and component suites took
    // 25 CPU-s isolated, 15 so (2026-12-07). They keep no state between files: functions of their input, and each
    // component test renders into a page emptied after it with its mocks restored (apps/web/src/testing/setup.ts).
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node', isolate: false } },
      // One component of the web app rendered by Preact in a DOM of its own (apps/web/src/testing/render.tsx). The
      // libraries written for React go through Vite too, so that their `react` is Preact's, as in the build.
      {
        plugins: [preact()],
        resolve: {
          conditions: ['module', 'browser', 'development'],
          mainFields: ['module', 'browser', 'main'],
          alias: [
            { find: /^react(-dom)?$/, replacement: 'preact/compat' },
            { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react-dom\/(client|test-utils)$/, replacement: 'preact/compat/$1' },
            // A CommonJS shim that requires React itself; Preact's compat layer has the hook.
            { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
            // Its exports name a "node" build first, CommonJS that requires React itself; the build takes the ES one.
            { find: /^@restart\/ui(\/.*)?$/, replacement: `${RESTART_UI_ES_BUILD}$1` },
          ],
        },
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          isolate: false,
          setupFiles: ['apps/web/src/testing/setup.ts'],
          server: { deps: { inline: [/react/, /@tanstack/, /@restart/, /@hookform/, /@testing-library/] } },
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...onlyInTheOtherPass],
          environment: 'node',
          // A worker imports the app once for all its files: each test app has its own database, Redis prefix
          // and port, so no state is shared through the module cache.
          isolate: false,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // The court's today is the day the template was seeded for, however long the run (court-clock.ts).
          setupFiles: ['apps/server/src/test/court-clock.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
