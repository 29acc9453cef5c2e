import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { everyCaller } from './callers.ts';
import { fuzzRoutes } from './route-fuzzer.ts';

/**
 * A short run from a fixed seed, so that a failure here is the same failure on every machine. `npm run fuzz`
 * (bench/fuzz.ts) runs this file long, from a new seed, and has the report written to FUZZ_REPORT_FILE.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('every route, as every caller, with generated and spoiled input: no 500, the spec’s refusals, no change when refused', async () => {
  const started = performance.now();
  const report = await fuzzRoutes(t.app, t.db, await everyCaller(t.app), { runs: RUNS, seed: SEED });
  expect(report.routes).toBeGreaterThan(80);
  expect(report.byStatus['4xx']).toBeGreaterThan(0);
  expect(report.byStatus['2xx']).toBeGreaterThan(0);
  const seconds = Math.round((performance.now() - started) / 1000);
  if (process.env.FUZZ_REPORT_FILE)
    writeFileSync(process.env.FUZZ_REPORT_FILE, JSON.stringify({ ...report, seconds }));
}, 3_600_000);
