// What a signed-in request costs over an anonymous one, and what a sign-in costs, on the built server.
// Baseline (GET /health, no session) and subject (GET /users/me, session looked up) run in the same process.
import { API_PREFIX, CSRF_COOKIE, CSRF_HEADER, DEMO_PASSWORD, demoAccount } from '@nyaya/shared';
import { load, residentMemoryMiB, startServer } from './lib.ts';
import { writeBenchmarkSection } from './report.ts';

const REQUESTS = 3000;
const CONCURRENCY = 16;
const SIGN_INS = 20;

const server = await startServer(8191);
try {
  const csrfResponse = await fetch(`${server.baseUrl}${API_PREFIX}/auth/csrf`);
  const csrf = /nyaya_csrf=([^;]+)/.exec(csrfResponse.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const signIn = () =>
    fetch(`${server.baseUrl}${API_PREFIX}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf },
      body: JSON.stringify({ userId: demoAccount('Reader').email, password: DEMO_PASSWORD, client: 'api' }),
    });
  const { token } = (await (await signIn()).json()) as { token: string };
  const bearer = { authorization: `Bearer ${token}` };

  // Warm up both paths so the JIT and the database caches are in the same state for each.
  await load(() => fetch(`${server.baseUrl}${API_PREFIX}/health`), 300, CONCURRENCY);
  await load(() => fetch(`${server.baseUrl}${API_PREFIX}/users/me`, { headers: bearer }), 300, CONCURRENCY);

  const baseline = await load(() => fetch(`${server.baseUrl}${API_PREFIX}/health`), REQUESTS, CONCURRENCY);
  const subject = await load(
    () => fetch(`${server.baseUrl}${API_PREFIX}/users/me`, { headers: bearer }),
    REQUESTS,
    CONCURRENCY,
  );

  const signInTimes: number[] = [];
  for (let i = 0; i < SIGN_INS; i++) {
    const t0 = performance.now();
    await (await signIn()).arrayBuffer();
    signInTimes.push(performance.now() - t0);
  }
  signInTimes.sort((a, b) => a - b);
  const signInMedian = signInTimes[Math.floor(SIGN_INS / 2)] ?? 0;
  const rss = residentMemoryMiB(server.process.pid ?? 0);

  const rows = [
    ['GET /health (baseline, anonymous)', baseline],
    ['GET /users/me (Bearer session lookup)', subject],
  ] as const;
  const table = [
    '| request | requests/s | p50 ms | p95 ms | failures |',
    '|---|---|---|---|---|',
    ...rows.map(
      ([name, r]) => `| ${name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p95Ms} | ${r.failures} |`,
    ),
  ].join('\n');
  const overhead = (subject.p50Ms - baseline.p50Ms).toFixed(2);
  writeBenchmarkSection(
    'Session overhead and sign-in cost',
    [
      `${REQUESTS} requests, ${CONCURRENCY} in flight, embedded PGlite, one server process, loopback.`,
      '',
      table,
      '',
      `- Session lookup adds ${overhead} ms at the median over the baseline in the same run.`,
      `- Sign-in (argon2id verify + session row + access-log row): median ${signInMedian.toFixed(1)} ms over ${SIGN_INS} sign-ins.`,
      `- Server resident memory after the run: ${rss} MiB.`,
    ].join('\n'),
  );
  console.log(table);
  console.log(`sign-in median ${signInMedian.toFixed(1)} ms; RSS ${rss} MiB`);
} finally {
  await server.stop();
}
