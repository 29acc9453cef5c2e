// `npm run fuzz`: the route fuzzer's test (apps/server/src/test/fuzz) run long on the embedded database, FUZZ_RUNS
// requests (default 20,000) from FUZZ_SEED (default: a new one, printed, so that a finding can be replayed), and
// its report written to BENCHMARKS.md. The test suite runs it for 300 requests from a fixed seed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FuzzReport } from '../apps/server/src/test/fuzz/route-fuzzer.ts';
import { repoRoot } from './lib.ts';
import { writeBenchmarkSection } from './report.ts';

const runs = process.env.FUZZ_RUNS ?? '20000';
const seed = process.env.FUZZ_SEED ?? String(Date.now() % 2 ** 31);
const reportFile = join(mkdtempSync(join(tmpdir(), 'nyaya-fuzz-')), 'report.json');
console.log(`Fuzzing ${runs} requests from seed ${seed} (FUZZ_SEED=${seed} replays it)`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', 'apps/server/src/test/fuzz'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed, FUZZ_REPORT_FILE: reportFile },
});
if (run.status !== 0) {
  console.error(`The fuzzer found something (seed ${seed}): its counterexample is above.`);
  process.exit(1);
}

const report = JSON.parse(readFileSync(reportFile, 'utf8')) as FuzzReport & { seconds: number };
const answers = Object.entries(report.byStatus)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([status, count]) => `${status} ${count}`)
  .join(', ');
writeBenchmarkSection(
  'Route fuzzing',
  [
    `\`npm run fuzz\`: ${report.runs} generated requests (seed ${report.seed}) over the ${report.routes} API routes of`,
    'the OpenAPI document, each as anonymous or as a demo user of one role, with values each schema allows and with',
    'one field spoiled (control characters, SQL, markup, huge, negative and fractional numbers, wrong types), on the',
    `embedded database, in ${report.seconds} s. Checked for every answer: no 500; a refusal in one of the spec’s`,
    'messages; a refused request changes no table (but the access log, sign-in failures and sessions).',
    '',
    `- Answers: ${answers}. No finding in this run.`,
    '- Found and fixed while the fuzzer was written: a schema bound without a message of ours was answered in',
    '  zod’s English (the error handler now says "Invalid request", naming the field).',
    '- Explained: espeak-ng (Debian’s) crashes on some Hindi text (`="@^|DxL` about one try in two); the',
    '  announcement then answers 503 with its own message, which the fuzzer takes as a failing service, not a fault.',
  ].join('\n'),
);
