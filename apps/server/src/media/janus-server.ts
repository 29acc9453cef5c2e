import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { JanusServer } from '../core/config.ts';
import { freshConfigFolder } from './config-folders.ts';
import { diesWithServer } from './dies-with-server.ts';
import { untilListening } from './until-listening.ts';

const JANUS_LIBS = '/usr/lib/x86_64-linux-gnu/janus';
/** A Janus that died mid-hearing is started again after this long (the pages meanwhile go over the mesh). */
const RESTART_MS = 300;

/** Every library in `folder` but the ones named: Janus loads all it finds unless told to skip them. */
async function allBut(folder: string, keep: string): Promise<string> {
  const files = await readdir(join(JANUS_LIBS, folder)).catch(() => []);
  return files.filter((file) => file.endsWith('.so') && file !== keep).join(',');
}

/**
 * The embedded Janus: the VideoRoom plugin and the WebSocket API on 127.0.0.1 only, every request needing the
 * API secret, media ports from a range of its own, no admin API, no demo plugins, no event handlers.
 */
export async function janusConfigFiles({
  dir,
  port,
  apiSecret,
}: {
  dir: string;
  port: number;
  apiSecret: string;
}): Promise<Record<string, string>> {
  return {
    'janus.jcfg': `general: {
  configs_folder = "${dir}"
  plugins_folder = "${JANUS_LIBS}/plugins"
  transports_folder = "${JANUS_LIBS}/transports"
  events_folder = "${JANUS_LIBS}/events"
  loggers_folder = "${JANUS_LIBS}/loggers"
  log_to_stdout = false
  log_to_file = "${join(dir, 'janus.log')}"
  debug_level = 3
  api_secret = "${apiSecret}"
  session_timeout = 60
}
plugins: { disable = "${await allBut('plugins', 'libjanus_videoroom.so')}" }
transports: { disable = "${await allBut('transports', 'libjanus_websockets.so')}" }
loggers: { disable = "${await allBut('loggers', '')}" }
events: { broadcast = false }
media: { rtp_port_range = "${port + 1}-${port + 400}" }
nat: { ignore_mdns = true }
`,
    'janus.transport.websockets.jcfg': `general: {
  ws = true
  ws_port = ${port}
  ws_ip = "127.0.0.1"
  wss = false
}
admin: { admin_ws = false, admin_wss = false }
`,
    'janus.plugin.videoroom.jcfg': 'general: { string_ids = false }\n',
  };
}

export type RunningJanus = {
  janus: JanusServer;
  /** The running Janus's process id (a test kills it to see the meeting come back). */
  pid: () => number | undefined;
  stop: () => Promise<void>;
};

/**
 * Starts Janus on 127.0.0.1:`port` with a secret of its own, and resolves once it takes connections. It dies with
 * this process; should it die before, it is started again. Its configuration folder is named after the port
 * (nyaya-janus-<port>-…), so a test can find this Janus among others; those of dead servers are removed first.
 */
export async function startJanusServer(port: number): Promise<RunningJanus> {
  const apiSecret = randomBytes(24).toString('hex');
  const dir = await freshConfigFolder('janus', port);
  for (const [name, text] of Object.entries(await janusConfigFiles({ dir, port, apiSecret }))) {
    await writeFile(join(dir, name), text, { mode: 0o600 });
  }
  let stopping = false;
  let child: ChildProcess;

  const launch = async () => {
    child = spawn(...diesWithServer('janus', ['-F', dir, '-C', join(dir, 'janus.jcfg')]), {
      stdio: 'ignore',
    });
    const started = child;
    // Not installed: spawn fails with an error event (unhandled, it would end this process); untilListening says so.
    started.on('error', () => undefined);
    started.once('exit', () => {
      if (!stopping) setTimeout(() => void launch().catch(() => undefined), RESTART_MS);
    });
    await untilListening(started, port, {
      name: 'janus',
      whyExited: async () => `exit code ${started.exitCode}; see ${join(dir, 'janus.log')}`,
    });
  };
  await launch();

  return {
    janus: { url: `ws://127.0.0.1:${port}`, apiSecret },
    pid: () => child.pid,
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
