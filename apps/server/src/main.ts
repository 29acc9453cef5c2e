import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDatabase } from './db/seed/index.ts';
import type { Readiness } from './modules/health/routes.ts';
import { startRetentionJob } from './modules/recordings/retention.ts';

/** A wrong setting stops the server with the list of what is wrong, not a stack trace. */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

const config = configOrExit();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
const readiness: Readiness = { ready: false };
const app = await buildApp({ config, db: database.db, readiness });

let stopRetention = (): void => undefined;
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  readiness.ready = false;
  stopRetention();
  app.log.info(`${signal} received, shutting down`);
  try {
    await app.close();
    await database.close();
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
stopRetention = startRetentionJob(database.db, { mediaDir: config.mediaDir, log: app.log });
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
