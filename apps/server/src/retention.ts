// `npm run retention`: one retention run now, on the server's own configuration and database.
import { loadConfig } from './core/config.ts';
import { openDatabase } from './core/db/client.ts';
import { migrateDatabase } from './core/db/migrate.ts';
import { runRetention } from './modules/recordings/index.ts';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  await migrateDatabase(database);
  const run = await runRetention(database.db, { mediaDir: config.mediaDir, log: console });
  const missing = run.skipped || run.missingFiles === 0 ? '' : ` (${run.missingFiles} file(s) were missing)`;
  const summary = run.skipped
    ? 'Retention is running on another instance right now; nothing done.'
    : `Retention: ${run.expired} recording(s) expired and moved to ${config.mediaDir}/archive${missing}.`;
  process.stdout.write(`${summary}\n`);
} finally {
  await database.close();
}
