// `npm run test:quick [base]`: the inner loop. Lints the files changed against base (origin/main, else main;
// uncommitted changes included), type-checks, runs the Vitest suites those files reach (`vitest related`, on the
// embedded database) and the browser specs that changed. `npm test` remains the whole check before landing.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const hasRef = (ref) => spawnSync('git', ['rev-parse', '--verify', '--quiet', ref]).status === 0;

const base = process.argv[2] ?? (hasRef('origin/main') ? 'origin/main' : 'main');
const since = git('merge-base', 'HEAD', base);
const changed = [
  ...git('diff', '--name-only', since).split('\n'),
  ...git('ls-files', '--others', '--exclude-standard').split('\n'),
].filter((file) => file && existsSync(file));

const code = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
const sources = code.filter((file) => /^(apps|packages)\//.test(file));
const specs = code.filter((file) => /^e2e\/.*\.spec\.ts$/.test(file));

const steps = [];
/** Runs a step, its output shown when it ends (steps may run side by side); resolves once it has. */
const run = (name, command, args) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (data) => (output += data));
    child.stderr.on('data', (data) => (output += data));
    child.on('close', (status) => {
      console.log(`::: ${name}\n${output}`);
      steps.push({ name, seconds: Math.round((Date.now() - started) / 1000), ok: status === 0 });
      resolve();
    });
  });

console.log(`test:quick: ${changed.length} files changed since ${base}`);
if (code.length > 0) {
  await run('lint (changed files)', 'npx', ['eslint', '--max-warnings', '0', ...code]);
  await run('format (changed files)', 'npx', ['prettier', '--check', ...code]);
}
// The type check is one process on one core: it runs beside the tests.
await Promise.all([
  run('types', 'npm', ['run', 'typecheck', '--silent']),
  sources.length > 0 ? run('vitest related', 'npx', ['vitest', 'related', '--run', ...sources]) : undefined,
]);
if (specs.length > 0) {
  await run('build', 'npm', ['run', 'build', '--silent']);
  await run('browser (changed specs)', 'npx', ['playwright', 'test', '--no-deps', ...specs]);
}

for (const step of steps)
  console.log(`${String(step.seconds).padStart(4)} s  ${step.ok ? 'ok    ' : 'FAILED'}  ${step.name}`);
process.exit(steps.every((step) => step.ok) ? 0 : 1);
