/**
 * The server suites the NYAYA_TEST_DB=postgres pass leaves to the embedded one (vitest.config.ts), each with why it
 * adds nothing there. Every other suite runs on both, so a new suite does too until it is listed here. A suite
 * belongs here only when
 * - nothing it checks differs with PostgreSQL and Redis: no socket (the Redis adapter), no courtroom (its state in
 *   Redis hashes), no rate limit or ban counted in Redis, no cache forgotten on LISTEN/NOTIFY after a write, no
 *   requests racing on the pool, no second instance, no answer of node-postgres's own; and
 * - every statement of the product it sends, the suites of the PostgreSQL pass send too (checked by logging each
 *   statement a full pass sent to PostgreSQL with its suite: what only these suites sent is their own set-up).
 */
export const ONLY_ON_PGLITE = [
  // Its servers run on an embedded database in both passes: the same run twice.
  'apps/server/src/main.test.ts',
  // No database at all.
  'apps/server/src/core/config.test.ts',
  'apps/server/src/deploy-configs.test.ts',
  'apps/server/src/modules/stream-setup/key-cipher.test.ts',
  'apps/server/src/modules/courtroom/room-announcer.test.ts',
  'apps/server/src/modules/live/relay-supervision.test.ts',
  // Migrating and seeding from empty: every migration and the demo seed also run on PostgreSQL in the global
  // set-up (the template database).
  'apps/server/src/seed/recordings.test.ts',
  'apps/server/src/seed/seed.test.ts',
  // Media from files, ffmpeg and coturn: the live pipelines fed directly, playlists and segments read back over
  // HTTP, TURN credentials made from the configuration.
  'apps/server/src/modules/courtroom/turn.test.ts',
  'apps/server/src/modules/live/live.test.ts',
  'apps/server/src/modules/live/public-looks.test.ts',
  'apps/server/src/modules/recordings/videos.test.ts',
  // ffmpeg making a recording's versions and the file route serving them; the finalisation it starts from (the
  // courtroom's sockets and state) runs on PostgreSQL and Redis in the recording suites.
  'apps/server/src/modules/recordings/viewing-versions.test.ts',
  // Mail and texts: what is sent, in which language, and the codes' own limits (kept in the database).
  'apps/server/src/modules/archival/decision-mail.test.ts',
  'apps/server/src/modules/auth/contacts-verification.test.ts',
  'apps/server/src/modules/auth/unverified-signups.test.ts',
  'apps/server/src/core/notifications/notifications.test.ts',
  // One request at a time through the HTTP plugins, stream setups changed in bulk.
  'apps/server/src/modules/health/health.test.ts',
  'apps/server/src/modules/stream-setup/stream-setup-bulk.test.ts',
  'apps/server/src/plugins/csrf.test.ts',
  'apps/server/src/plugins/payload-guard.test.ts',
  'apps/server/src/plugins/production-exposure.test.ts',
  'apps/server/src/plugins/web-app.test.ts',
];

/**
 * The server suites whose cost is live media in real time (the courtroom's recording fed to ffmpeg, relays to
 * nginx-rtmp, segments read back over HTTP): where the PostgreSQL pass runs beside the embedded one (`npm test` with
 * TEST_DATABASE_URL, scripts/test.sh), the embedded pass leaves them to it, and they run once, on the database and
 * Redis a court deploys. What the embedded database changes for them, one connection and the socket rooms in
 * memory, the courtroom and recording suites check on it, and the browser suite walks the same journeys on it (the
 * broadcast and withhold walks). Without TEST_DATABASE_URL the embedded pass runs them.
 */
export const ONCE_ON_POSTGRES = [
  'apps/server/src/modules/live/broadcast.test.ts',
  'apps/server/src/modules/live/low-rung.test.ts',
  'apps/server/src/modules/live/withhold.test.ts',
];
