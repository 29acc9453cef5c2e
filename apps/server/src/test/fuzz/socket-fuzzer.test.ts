import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { everyCaller } from './callers.ts';
import { fuzzSockets } from './socket-fuzzer.ts';

/**
 * A short run from a fixed seed, so that a failure here is the same failure on every machine. `npm run fuzz`
 * (bench/fuzz.ts) runs this file long, from a new seed, and has the report written to SOCKET_FUZZ_REPORT_FILE.
 */
const RUNS = Number(process.env.SOCKET_FUZZ_RUNS ?? 80);
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

it('every client → server event, hostile, from every role’s socket and anonymous: /health stays quick, every ack is our refusal, no table changes', async () => {
  const started = performance.now();
  const report = await fuzzSockets(url, t.db, await everyCaller(t.app), { runs: RUNS, seed: SEED });
  expect(report.calls).toBeGreaterThan(0);
  expect(report.anonymousRefused).toBeGreaterThan(0);
  expect(report.acks.refused).toBeGreaterThan(0);
  const seconds = Math.round((performance.now() - started) / 1000);
  if (process.env.SOCKET_FUZZ_REPORT_FILE)
    writeFileSync(process.env.SOCKET_FUZZ_REPORT_FILE, JSON.stringify({ ...report, seconds }));
}, 3_600_000);
