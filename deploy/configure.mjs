// Writes a court's configuration files from deploy/templates and its environment file:
//   node deploy/configure.mjs /etc/nyaya-live/nyaya-live.env OUT_DIR
// OUT_DIR gets nyaya-live.service, nginx/nyaya-live.conf, turnserver.conf and janus/*.jcfg (README "Deploying").
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

const TEMPLATES = join(dirname(new URL(import.meta.url).pathname), 'templates');

/** Where each template goes under OUT_DIR. */
const OUTPUTS = {
  'nyaya-live.service': 'nyaya-live.service',
  'nginx-site.conf': 'nginx/nyaya-live.conf',
  'turnserver.conf': 'turnserver.conf',
  'janus.jcfg': 'janus/janus.jcfg',
  'janus.transport.websockets.jcfg': 'janus/janus.transport.websockets.jcfg',
  'janus.plugin.videoroom.jcfg': 'janus/janus.plugin.videoroom.jcfg',
};

/** What the templates take when the environment file does not say. */
const DEFAULTS = {
  APP_DIR: '/opt/nyaya-live',
  PORT: '8080',
  TURN_PORT: '3478',
  TURN_TLS_PORT: '5349',
  TURN_MIN_PORT: '49152',
  TURN_MAX_PORT: '65535',
  JANUS_RTP_PORTS: '20000-40000',
  JANUS_CONFIG_DIR: '/etc/janus',
};

/** KEY=VALUE lines as systemd's EnvironmentFile reads them: comments, blank lines and quotes allowed. */
export function parseEnvFile(text) {
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line))
    .filter(Boolean)
    .map(([, key, value]) => [key, value.replace(/^(['"])(.*)\1$/, '$2')]);
  return Object.fromEntries(entries);
}

/** The templates' values: the environment file's, what follows from them, and the defaults. */
export function settingsOf(env, envFile) {
  const janus = env.JANUS_URL ? new URL(env.JANUS_URL) : undefined;
  return {
    ...DEFAULTS,
    ENV_FILE: envFile,
    SERVER_NAME: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname : undefined,
    JANUS_WS_IP: janus?.hostname,
    JANUS_WS_PORT: janus?.port || undefined,
    ...env,
  };
}

/** The template with every ${NAME} filled; the names it lacks a value for are added to `missing`. */
export function fill(template, settings, missing) {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name) => {
    const value = settings[name];
    if (value === undefined || value === '') missing.add(name);
    return value ?? '';
  });
}

/** Writes every configuration, or none: throws naming every value the environment file lacks. */
export async function configure(envFile, outDir) {
  const settings = settingsOf(parseEnvFile(await readFile(envFile, 'utf8')), resolve(envFile));
  const missing = new Set();
  const texts = {};
  for (const template of Object.keys(OUTPUTS)) {
    texts[template] = fill(await readFile(join(TEMPLATES, template), 'utf8'), settings, missing);
  }
  if (missing.size > 0) throw new Error(`the environment file does not set ${[...missing].join(', ')}`);
  const written = [];
  for (const [template, output] of Object.entries(OUTPUTS)) {
    const path = join(outDir, output);
    await mkdir(dirname(path), { recursive: true });
    // Some hold secrets (coturn's, Janus's): readable by their owner only.
    await writeFile(path, texts[template], { mode: 0o600 });
    written.push(path);
  }
  return written;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const [envFile, outDir] = process.argv.slice(2);
  if (!envFile || !outDir) {
    console.error('usage: node deploy/configure.mjs ENV_FILE OUT_DIR');
    process.exit(2);
  }
  try {
    for (const path of await configure(envFile, outDir)) console.error(`wrote ${path}`);
  } catch (error) {
    console.error(`deploy/configure.mjs: ${error.message}`);
    process.exit(1);
  }
}
