import { pinCourtDate } from '@nyaya/shared';
import processSettings from '../process-settings.json';
import { buildApp } from './app.ts';
import { isLoopbackHost, loadConfig, type Config } from './core/config.ts';
import { startJanusServer, type RunningJanus } from './media/janus-server.ts';
import { startTurnServer, type RunningTurnServer } from './media/turn-server.ts';
import { openDatabase } from './core/db/client.ts';
import { migrateDatabase } from './core/db/migrate.ts';
import { seedDatabase } from './seed/index.ts';
import type { Readiness } from './modules/health/index.ts';
import { startRetentionJob } from './modules/recordings/index.ts';
import { instanceName } from './core/instance-name.ts';
import { createNotifier } from './core/notifications/notifier.ts';
import { scheduledDump, serveDatabaseSnapshots, startBackupSchedule } from './modules/backups/index.ts';
import { startAccessLogCheckpoints } from './modules/accesslog/index.ts';
import { loadRecordSigner } from './core/record-signer.ts';
import { startMediaScrub } from './modules/court-record/index.ts';

/**
 * `npm start` runs coturn on loopback (TURN_EMBEDDED_PORT) the way production runs its own: the meeting then has a
 * TURN server as it would there. Without coturn the meeting goes on over the browsers' own addresses.
 */
let embeddedTurn: RunningTurnServer | undefined;
async function withEmbeddedTurn(config: Config): Promise<Config> {
  if (!config.turnEmbedded || config.turn) return config;
  try {
    embeddedTurn = await startTurnServer(config.turnEmbedded.port, config.turnEmbedded.ttlSeconds);
    return { ...config, turn: embeddedTurn.turn };
  } catch (error) {
    console.warn(`The embedded TURN server (coturn) could not start: ${(error as Error).message}`);
    return config;
  }
}

/**
 * `npm start` runs Janus on loopback (JANUS_EMBEDDED_PORT) as production runs its own: the meeting's media then
 * goes through an SFU as it would there. Without Janus the browsers' mesh carries it, and the judge's page says so.
 */
let embeddedJanus: RunningJanus | undefined;
async function withEmbeddedJanus(config: Config): Promise<Config> {
  if (config.janusEmbeddedPort === undefined || config.janus) return config;
  try {
    embeddedJanus = await startJanusServer(config.janusEmbeddedPort);
    return { ...config, janus: embeddedJanus.janus };
  } catch (error) {
    console.warn(`The embedded media server (Janus) could not start: ${(error as Error).message}`);
    return config;
  }
}

/**
 * A wrong setting stops the server with the list of what is wrong, not a stack trace, and an exit code of its own:
 * `npm start` (scripts/supervise.mjs) does not start it again, as that would not fix the setting.
 */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(processSettings.configErrorExitCode);
  }
}

const config = await withEmbeddedJanus(await withEmbeddedTurn(configOrExit()));
// A test server's court day (COURT_DATE), held before the demo cause list is seeded for "today".
if (config.courtDate) pinCourtDate(config.courtDate);
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
const readiness: Readiness = { ready: false };
const app = await buildApp({ config, db: database.db, readiness });
// `npm run backup` takes the embedded database through this server, the one process that may read it.
const stopSnapshots =
  database.driver === 'pglite'
    ? await serveDatabaseSnapshots(config.dataDir, database.client, app.log)
    : async () => undefined;

let stopRetention = (): void => undefined;
let stopBackups = (): void => undefined;
let stopCheckpoints = async (): Promise<void> => undefined;
let stopScrub = async (): Promise<void> => undefined;
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  readiness.ready = false;
  stopRetention();
  stopBackups();
  app.log.info(`${signal} received, shutting down`);
  try {
    await stopCheckpoints();
    await stopScrub();
    await app.close();
    await stopSnapshots();
    await database.close();
    await embeddedTurn?.stop();
    await embeddedJanus?.stop();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await migrateDatabase(database, () => seedDatabase(database.db, config, app.log));
app.log.info(
  `Database ready: ${database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
);
readiness.ready = true;
const notifier = createNotifier({ config, db: database.db, log: app.log });
stopRetention = startRetentionJob(database.db, { mediaDir: config.mediaDir, log: app.log, notifier });
stopCheckpoints = startAccessLogCheckpoints(database.db, await loadRecordSigner(config), app.log);
stopScrub = startMediaScrub({
  db: database.db,
  mediaDir: config.mediaDir,
  notifier,
  log: app.log,
  ...config.mediaScrub,
});
if (config.backupSchedule) {
  stopBackups = startBackupSchedule({
    db: database.db,
    schedule: config.backupSchedule,
    mediaDir: config.mediaDir,
    database: scheduledDump(database),
    notifier,
    instance: instanceName(),
    log: app.log,
  });
}
let announced = 0;
await app.listen({
  port: config.port,
  host: config.host,
  // Fastify announces every address it listens on; the first line is the one people look for.
  listenTextResolver: (address) =>
    announced++ === 0
      ? `Nyaya Live listening on http://localhost:${config.port}`
      : `Also reachable at ${address}`,
});
if (config.nodeEnv !== 'production' && !isLoopbackHost(config.host)) {
  app.log.warn(
    `NODE_ENV is ${config.nodeEnv}, yet the server listens on ${config.host}, where other machines reach it: ` +
      'its cookies are not Secure, /metrics and /api/docs are open and development secrets may be in use. ' +
      'Set NODE_ENV=production for a court.',
  );
}
