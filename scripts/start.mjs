// `npm start`: build what is not built (or is older than its sources), then serve API + web from one process,
// started again if it dies (supervise.mjs).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { supervise } from './supervise.mjs';

const root = new URL('..', import.meta.url).pathname;

/**
 * The demo recording is made by ffmpeg at first start, the public stream's slate is drawn in DejaVu Sans,
 * announcements are spoken by espeak-ng, the meeting's SFU is Janus and its TURN server coturn; on a fresh machine
 * they are installed like the test packages.
 */
function ensureMediaTools() {
  const present = (command, versionFlag) =>
    spawnSync(command, [versionFlag], { stdio: 'ignore' }).status === 0;
  const font = existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
  const servers = present('turnserver', '--version') && present('janus', '--version');
  if (font && servers && present('ffmpeg', '-version') && present('espeak-ng', '--version')) return;
  const packages = ['ffmpeg', 'fonts-dejavu-core', 'espeak-ng', 'coturn', 'janus'];
  const installed = spawnSync('bash', [join(root, 'scripts/system-deps.sh'), ...packages], {
    stdio: 'inherit',
  });
  if (installed.status !== 0)
    console.warn(
      'ffmpeg, fonts-dejavu-core, espeak-ng, coturn or janus could not be installed: the demo recording, the slate, announcements, the TURN server or the SFU will be missing.',
    );
}

ensureMediaTools();
if (!buildIfStale('apps/web') || !buildIfStale('apps/server')) process.exit(1);

/** Without a TURN server of its own (TURN_URLS), the server runs coturn on loopback as production would run one. */
const EMBEDDED_TURN_PORT = '3478';
const embeddedTurn = process.env.TURN_URLS ? {} : { TURN_EMBEDDED_PORT: EMBEDDED_TURN_PORT };
/** Likewise Janus, the meeting's SFU, without JANUS_URL. */
const EMBEDDED_JANUS_PORT = '8188';
const embeddedJanus = process.env.JANUS_URL ? {} : { JANUS_EMBEDDED_PORT: EMBEDDED_JANUS_PORT };

const processSettings = JSON.parse(readFileSync(join(root, 'apps/server/process-settings.json'), 'utf8'));
// The embedded database's server trades a little speed for memory (BENCHMARKS.md, API throughput).
const nodeFlags = [
  ...processSettings.nodeFlags,
  ...(process.env.DATABASE_URL ? [] : processSettings.embeddedDatabaseNodeFlags),
];
const serverArgs = [...nodeFlags, '--enable-source-maps', join(root, 'apps/server/dist/main.js')];
supervise({
  start: () =>
    spawn(process.execPath, serverArgs, {
      cwd: root,
      stdio: 'inherit',
      env: {
        NODE_ENV: 'development',
        ...processSettings.env,
        ...embeddedTurn,
        ...embeddedJanus,
        ...process.env,
      },
    }),
  configErrorExitCode: processSettings.configErrorExitCode,
});
