// `npm run fuzz`: the fuzzers of apps/server/src/test/fuzz run long on the embedded database, from FUZZ_SEED (default:
// a new one, printed, so that a finding can be replayed), and their reports written to BENCHMARKS.md. The route
// fuzzer sends FUZZ_RUNS requests (default 20,000; `--runs N`), the socket fuzzer SOCKET_FUZZ_RUNS calls (default
// 2,000; `--socket-runs N`); `--only routes` or `--only sockets` runs one. The test suite runs each briefly from a
// fixed seed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { FuzzReport } from '../apps/server/src/test/fuzz/route-fuzzer.ts';
import { HEALTH_WITHIN_MS, type SocketFuzzReport } from '../apps/server/src/test/fuzz/socket-fuzzer.ts';
import { repoRoot } from './lib.ts';
import { writeBenchmarkSection } from './report.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.FUZZ_RUNS ?? '20000' },
    'socket-runs': { type: 'string', default: process.env.SOCKET_FUZZ_RUNS ?? '2000' },
    seed: { type: 'string', default: process.env.FUZZ_SEED ?? String(Date.now() % 2 ** 31) },
    only: { type: 'string' },
  },
});
const seed = options.seed;
const reports = mkdtempSync(join(tmpdir(), 'nyaya-fuzz-'));

/** Runs one fuzzer's test file; its output is shown, and what it found is returned (nothing: it passed). */
function fuzz(file: string, env: Record<string, string>): string | undefined {
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'server', `apps/server/src/test/fuzz/${file}`],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, ...env, FUZZ_SEED: seed },
    },
  );
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  if (run.status === 0) return undefined;
  // eslint-disable-next-line no-control-regex -- vitest colours its output
  const plain = `${run.stdout}\n${run.stderr}`.replace(/\u001b\[[\d;]*m/g, '');
  return (
    plain
      .split('\n')
      .filter((line) => /^(Counterexample|Caused by)/.test(line.trim()))
      .map((line) => line.trim().slice(0, 600))
      .join('; ') || 'the test failed (see its output)'
  );
}

function fuzzRoutes(): boolean {
  const runs = options.runs;
  const reportFile = join(reports, 'routes.json');
  console.log(`Fuzzing ${runs} requests from seed ${seed} (FUZZ_SEED=${seed} replays it)`);
  const finding = fuzz('route-fuzzer.test.ts', { FUZZ_RUNS: runs, FUZZ_REPORT_FILE: reportFile });
  if (finding) {
    console.error(`The route fuzzer found something (seed ${seed}): ${finding}`);
    return false;
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
  return true;
}

function fuzzSockets(): boolean {
  const runs = options['socket-runs'];
  const reportFile = join(reports, 'sockets.json');
  console.log(`Fuzzing ${runs} socket calls from seed ${seed} (FUZZ_SEED=${seed} replays it)`);
  const finding = fuzz('socket-fuzzer.test.ts', {
    SOCKET_FUZZ_RUNS: runs,
    SOCKET_FUZZ_REPORT_FILE: reportFile,
  });
  const what = [
    `\`npm run fuzz\`: ${runs} generated calls (seed ${seed}) of the courtroom's client → server events, as raw`,
    'Socket.IO packets from a signed-in socket of every role (the payload deep — up to 20,000 levels —, up to about',
    'a megabyte of text, numbers, keys or bytes, mistyped, with control characters, numbers out of range; arguments',
    'missing or extra; the ack absent or not a function), and anonymous handshakes carrying such a token. The server',
    'listens on loopback in the test’s process (embedded database); /health is asked every 20 ms from a thread of',
    `its own. Checked after every call: /health answered, within ${HEALTH_WITHIN_MS} ms unless the main thread was not`,
    'the one busy (a machine whose other work starves the process); the ack is a refusal in one of our messages (or',
    'a success); no table changed; an anonymous socket is refused with "not signed in".',
    '',
  ];
  const found = [
    '- Found on 91559bc by a run of 400 (seed 501764196), fixed in fead65c: host-freeze-video with three extra',
    '  arguments (an object of 23,058 keys, two binary attachments of about 1 MB) kept the main thread busy 330 ms',
    '  and /health 2.2 s, Socket.IO parsing the whole frame before the 64 KB bound on an event was checked. A text',
    '  packet over PAYLOAD_MAX_BYTES is now refused before it is parsed, and that socket closed.',
  ];
  if (finding) {
    writeBenchmarkSection('Socket fuzzing', [...what, `- Failed: ${finding}`, ...found].join('\n'));
    console.error(`The socket fuzzer found something (seed ${seed}): ${finding}`);
    return false;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as SocketFuzzReport & { seconds: number };
  writeBenchmarkSection(
    'Socket fuzzing',
    [
      ...what,
      `- ${report.runs} runs in ${report.seconds} s over ${report.events} events: ${report.calls} calls, ${report.acks.refused} acks refused,`,
      `  ${report.acks.granted} granted; ${report.anonymousRefused} anonymous handshakes refused; ${report.closed} sockets closed by the`,
      '  server (a text packet over the bound, or binary attachments in deep nesting). No finding in this run.',
      `- /health during the run (${report.health.probes} probes): p50 ${report.health.p50Ms} ms, p99 ${report.health.p99Ms} ms,`,
      `  max ${report.health.maxMs} ms; load average at the end ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}.`,
      ...found,
    ].join('\n'),
  );
  return true;
}

const passed = [options.only === 'sockets' || fuzzRoutes(), options.only === 'routes' || fuzzSockets()].every(
  Boolean,
);
if (!passed) process.exit(1);
