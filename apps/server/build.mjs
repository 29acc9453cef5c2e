// Bundles the server into dist/main.js and its commands (retention, backups) beside it. Dependencies stay
// external (installed in node_modules), except the workspace's own @nyaya/shared, which is TypeScript source
// and must be compiled in.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const root = new URL('.', import.meta.url).pathname;
const { dependencies } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies).filter((name) => name !== '@nyaya/shared');

await build({
  absWorkingDir: root,
  // main.js is the server; the others are `npm run retention`, the backup commands, and the checks of a
  // recording's copy and of the access log, run on the same configuration.
  entryPoints: [
    'src/main.ts',
    'src/retention.ts',
    'src/backup.ts',
    'src/verify-recording.ts',
    'src/verify-audit.ts',
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS code calls require(); ESM has none, so give it one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
