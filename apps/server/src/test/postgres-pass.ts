/**
 * The server suites the NYAYA_TEST_DB=postgres pass leaves to the embedded one (vitest.config.ts), each with why it
 * adds nothing there. Every other suite runs on both, so a new suite does too until it is listed here. A suite
 * belongs here only when
 * - what it checks is no mechanism of its own on PostgreSQL and Redis: no rate limit, ban or socket count kept in
 *   Redis, no courtroom state across a restart, a crash or a grace period, no cache forgotten on LISTEN/NOTIFY after
 *   a write, no requests racing on the pool, no second instance, no backup or restore, no answer of node-postgres's
 *   own; and
 * - every statement of the product it sends, and every kind of Redis command (the command and its key without the
 *   app's prefix and ids), the suites of the PostgreSQL pass send too: checked by logging each statement a full
 *   pass sent to PostgreSQL (`log_statement = all`) and each Redis command (`MONITOR`) with its suite, by database
 *   and key prefix (2026-12-06 and 2026-12-07). What only these suites sent is their own set-up.
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
  // Hostile input refused before any store is reached, over HTTP and the sockets.
  'apps/server/src/plugins/control-characters.test.ts',
  'apps/server/src/plugins/hostile-input.test.ts',
  'apps/server/src/realtime/payload-guard.test.ts',
  'apps/server/src/test/fuzz/socket-fuzzer.test.ts',
  // The supervisor of `npm start` bringing a dead server back: the same on either database.
  'apps/server/src/npm-start.test.ts',
  // The courtroom's recording and live stream as the judge's page drives them: their statements and Redis commands
  // are the recording, broadcast and withholding suites' (which run on PostgreSQL), and what the embedded database
  // changes for them is what these check on it.
  'apps/server/src/modules/courtroom/matter-called.test.ts',
  'apps/server/src/modules/courtroom/recording-alarm.test.ts',
  'apps/server/src/modules/courtroom/recording-resume.test.ts',
  'apps/server/src/modules/courtroom/recording-stream-start.test.ts',
  'apps/server/src/modules/courtroom/viewers-coalescing.test.ts',
  'apps/server/src/modules/advocates/verified-lobby.test.ts',
  'apps/server/src/modules/live/on-air-toggle.test.ts',
  'apps/server/src/modules/live/renditions.test.ts',
  'apps/server/src/modules/control-room/control-room.test.ts',
  'apps/server/src/modules/control-room/control-room-coalescing.test.ts',
  // Requests of one user at a time whose statements the other suites of their modules send.
  'apps/server/src/modules/archival/create-request.test.ts',
  'apps/server/src/modules/cause-list/reader-day-list.test.ts',
  'apps/server/src/modules/court-record/seal.test.ts',
  'apps/server/src/modules/matters/matters.test.ts',
  'apps/server/src/modules/retention/retention.test.ts',
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
