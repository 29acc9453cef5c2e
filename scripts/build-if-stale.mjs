// Builds a workspace whose output is missing or older than its sources. `npm start` (start.mjs) serves the built
// app, and the server suites start the built server (apps/server/src/test/global-setup.ts runs this file as a
// command: `node scripts/build-if-stale.mjs apps/server`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;

/** Each workspace's build: the file it writes last, and what it is built from. */
const BUILDS = {
  'apps/web': {
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'packages/shared/src'],
  },
  'apps/server': { output: 'apps/server/dist/main.js', sources: ['apps/server/src', 'packages/shared/src'] },
};

/** Newest modification time of the given files and of every file below the given folders. */
function newestSource(sources) {
  let newest = 0;
  const visit = (path) => {
    const stats = statSync(path);
    if (!stats.isDirectory()) {
      newest = Math.max(newest, stats.mtimeMs);
      return;
    }
    for (const name of readdirSync(path)) {
      if (name !== 'node_modules' && name !== 'dist') visit(join(path, name));
    }
  };
  sources
    .map((source) => join(root, source))
    .filter(existsSync)
    .forEach(visit);
  return newest;
}

/** Builds `workspace` (a key of BUILDS) unless its output is newer than its sources; true when it is built. */
export function buildIfStale(workspace) {
  const { output, sources } = BUILDS[workspace];
  const outputPath = join(root, output);
  if (existsSync(outputPath) && statSync(outputPath).mtimeMs >= newestSource(sources)) return true;
  console.log(`Building ${workspace}...`);
  // The production build whoever asks for it: under a test runner (NODE_ENV=test) Vite built the libraries'
  // development code, and the public pages came to 159.7 KB of gzipped JavaScript, over their 150 KB budget.
  const env = { ...process.env, NODE_ENV: 'production' };
  return (
    spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit', env }).status === 0
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(buildIfStale(process.argv[2]) ? 0 : 1);
}
