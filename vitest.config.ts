import { defineConfig } from 'vitest/config';

/** Tests of several instances sharing PostgreSQL and Redis run only in the NYAYA_TEST_DB=postgres pass. */
const scaleOut = process.env.NYAYA_TEST_DB === 'postgres' ? [] : ['apps/server/src/**/*.scale-out.test.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...scaleOut],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
