import cookie from '@fastify/cookie';
import { API_PREFIX, COURTROOM, PAYLOAD_MAX_BYTES } from '@nyaya/shared';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './core/config.ts';
import type { Database } from './core/db/client.ts';
import { listenForChanges } from './core/db/changes.ts';
import { createMediaProcesses } from './media/media-processes.ts';
import { activityRoutes } from './modules/activity/index.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/index.ts';
import { adminUserRoutes } from './modules/admin-users/index.ts';
import { advocateRoutes } from './modules/advocates/index.ts';
import { announcementRoutes } from './modules/announcements/index.ts';
import { accessLogRoutes } from './modules/accesslog/index.ts';
import { captchaRoutes, createCaptcha, passwordRoutes, profileRoutes } from './modules/account/index.ts';
import { archivalRoutes } from './modules/archival/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { causeListReaderRoutes, causeListRoutes } from './modules/cause-list/index.ts';
import { caseSearchRoutes } from './modules/cases/index.ts';
import {
  controlRoomRoutes,
  createControlRoomFeed,
  createRoomActivity,
} from './modules/control-room/index.ts';
import {
  courtroomRoutes,
  createRoomAnnouncer,
  createSfu,
  durableRoomState,
  iceServersFor,
  registerCourtroom,
} from './modules/courtroom/index.ts';
import {
  createCourtroomStore,
  createMemoryHashStore,
  createRedisHashStore,
} from './modules/room-state/index.ts';
import { externalMeetingRoutes } from './modules/external-meetings/index.ts';
import { hostRoutes } from './modules/hosts/index.ts';
import { frontDoorRoutes } from './modules/front-door/index.ts';
import { devRoutes } from './modules/dev/index.ts';
import { healthRoutes, type Readiness } from './modules/health/index.ts';
import { ipBanRoutes } from './modules/ip-bans/index.ts';
import { createBroadcast, liveRoutes } from './modules/live/index.ts';
import {
  courtRecordRoutes,
  sealRecording,
  sealUnsealed,
  type SealDeps,
} from './modules/court-record/index.ts';
import { masterRoutes } from './modules/masters/index.ts';
import { matterRoutes } from './modules/matters/index.ts';
import { createNotifier } from './core/notifications/notifier.ts';
import { loadRecordSigner } from './core/record-signer.ts';
import { passwordCodeRoutes } from './modules/otp/index.ts';
import { pauseReasonRoutes, reasonMasterRoutes } from './modules/reasons/index.ts';
import { createViewingVersionMaker, recordingRoutes } from './modules/recordings/index.ts';
import { retentionRoutes } from './modules/retention/index.ts';
import { createKeyCipher, streamSetupRoutes } from './modules/stream-setup/index.ts';
import { systemHealthRoutes } from './modules/system-health/index.ts';
import { userRoutes } from './modules/users/index.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerMessageCodes } from './plugins/message-codes.ts';
import { LOG_REDACTION, LOG_SERIALIZERS } from './plugins/loggable-error.ts';
import { registerIpBan } from './plugins/ip-ban.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerPayloadGuard } from './plugins/payload-guard.ts';
import { operatorOnly } from './plugins/operator-access.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { createRecentErrors } from './plugins/recent-errors.ts';
import { registerAccessControl } from './plugins/role-guard.ts';
import { connectRedis } from './plugins/redis.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerReadYourWrites } from './plugins/read-your-writes.ts';
import { registerSessionAuth } from './plugins/session-auth.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { createRealtime } from './realtime/socket-server.ts';

export type AppDeps = {
  config: Config;
  db: Database;
  readiness: Readiness;
  /** Tests shorten how long a disconnected waiting advocate keeps their place (COURTROOM.waitingGraceMs). */
  courtroomWaitingGraceMs?: number;
  /** Where the log goes instead of stdout: tests read what it says. */
  logStream?: { write: (line: string) => void };
};

/** The whole server: cross-cutting plugins first (in the order a request meets them), then every module. */
export async function buildApp({ config, db, readiness, courtroomWaitingGraceMs, logStream }: AppDeps) {
  const recentErrors = createRecentErrors();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      hooks: recentErrors.hooks,
      redact: LOG_REDACTION,
      serializers: LOG_SERIALIZERS,
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    // A signed video address is one path segment of about 125 characters; the default allows 100.
    routerOptions: { maxParamLength: 256 },
    bodyLimit: PAYLOAD_MAX_BYTES,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerMessageCodes(app);
  await registerCompression(app);

  const changes = await listenForChanges(db, app.log);
  app.addHook('onClose', changes.close);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  // onClose hooks run last-registered first: Redis must outlive the socket adapter that unsubscribes on close.
  if (redis) app.addHook('onClose', redis.close);
  const bans = registerIpBan(app, db, redis, config.redisPrefix);
  registerSecurityHeaders(app, config.cookieSecure);
  await app.register(cookie);
  registerCsrf(app, config);
  registerSessionAuth(app, db, changes);
  registerReadYourWrites(app, changes);
  registerAccessControl(app);
  registerPayloadGuard(app);
  await registerRateLimit(app, redis?.command, config);
  const operatorGuard = operatorOnly(db, config);
  await registerDocs(app, operatorGuard);
  registerMetrics(app, operatorGuard);
  const realtime = createRealtime(app, db, redis, config.redisPrefix, {
    bans,
    trustProxy: config.trustProxy,
  });

  await app.register(healthRoutes(readiness), { prefix: API_PREFIX });
  const captcha = createCaptcha(db, config.mediaUrlSecret.value);
  const notifier = createNotifier({ config, db, log: app.log });
  const recordSigner = await loadRecordSigner(config);
  app.addHook('onClose', async () => notifier.close());
  await app.register(authRoutes({ db, config, realtime, captcha, notifier }), {
    prefix: `${API_PREFIX}/auth`,
  });
  await app.register(userRoutes(db), { prefix: `${API_PREFIX}/users` });
  await app.register(passwordCodeRoutes({ db, config, realtime }), { prefix: `${API_PREFIX}/users` });
  await app.register(captchaRoutes(captcha), { prefix: `${API_PREFIX}/auth` });
  await app.register(passwordRoutes({ db, config, notifier, realtime, captcha }), {
    prefix: `${API_PREFIX}/users`,
  });
  await app.register(profileRoutes({ db, config, notifier }), { prefix: `${API_PREFIX}/users` });
  await app.register(activityRoutes({ db, realtime }), { prefix: `${API_PREFIX}/users` });
  await app.register(adminUserRoutes({ db, config, notifier, realtime }), { prefix: `${API_PREFIX}/master` });
  const mediaProcesses = createMediaProcesses();
  await app.register(
    systemHealthRoutes({
      db,
      config,
      io: realtime.io,
      recentErrors,
      processes: mediaProcesses,
      redis: redis?.command,
    }),
    { prefix: `${API_PREFIX}/master` },
  );
  await app.register(advocateRoutes({ db, realtime }), { prefix: `${API_PREFIX}/advocates` });
  // The outbox shows one-time codes: only beside the demo accounts, never in production.
  if (config.nodeEnv !== 'production' && config.demoData) {
    await app.register(devRoutes(db), { prefix: `${API_PREFIX}/dev` });
  }
  const master = `${API_PREFIX}/master`;
  await app.register(masterRoutes(db), { prefix: master });
  await app.register(reasonMasterRoutes(db), { prefix: master });
  await app.register(accessLogRoutes(db), { prefix: master });
  await app.register(retentionRoutes(db), { prefix: master });
  await app.register(ipBanRoutes(db, bans), { prefix: master });
  await app.register(pauseReasonRoutes(db), { prefix: `${API_PREFIX}/reasons` });
  // The courtroom's state (in Redis when shared) feeds the cards; every change announces through the feed. In this
  // process's memory instead, what a restart must not forget is kept in the database as well.
  const rooms = redis
    ? {
        store: createCourtroomStore(createRedisHashStore(redis.command), config.redisPrefix),
        restore: async () => undefined,
      }
    : durableRoomState(createCourtroomStore(createMemoryHashStore(), config.redisPrefix), db);
  const courtroomStore = rooms.store;
  const roomActivity = createRoomActivity(courtroomStore);
  const controlRoom = createControlRoomFeed({
    db,
    activity: roomActivity,
    send: realtime.sendControlRoomCards,
    log: app.log,
  });
  app.addHook('onClose', async () => controlRoom.close());
  const announceRoom = createRoomAnnouncer({ io: realtime.io, store: courtroomStore, controlRoom });
  const courtRecord: SealDeps = { db, mediaDir: config.mediaDir, signer: recordSigner, log: app.log };
  let sealingUnsealed = Promise.resolve();
  const streamKeys = createKeyCipher(config.streamKeySecret.value);
  const broadcast = createBroadcast({
    db,
    store: courtroomStore,
    mediaDir: config.mediaDir,
    cipher: streamKeys,
    log: app.log,
    announce: announceRoom,
    defaultDelayMinutes: config.defaultStreamDelayMinutes,
    processes: mediaProcesses,
  });
  const sfu =
    config.janus && createSfu(config.janus, { io: realtime.io, store: courtroomStore, log: app.log });
  if (sfu) app.addHook('onClose', async () => sfu.close());
  const viewingVersions =
    config.viewingVersions &&
    createViewingVersionMaker({ db, mediaDir: config.mediaDir, ...config.viewingVersions, log: app.log });
  // Runs after the courtroom's close (hooks run last-registered first): a finalisation that ends while it closes
  // queues its versions, which are then dropped.
  app.addHook('onClose', async () => viewingVersions?.close());
  const courtroom = registerCourtroom({
    io: realtime.io,
    db,
    store: courtroomStore,
    iceServersFor: iceServersFor(config.iceServers, config.turn),
    sfu,
    waitingGraceMs: courtroomWaitingGraceMs ?? COURTROOM.waitingGraceMs,
    announce: announceRoom,
    log: app.log,
    mediaDir: config.mediaDir,
    defaultDelayMinutes: config.defaultStreamDelayMinutes,
    recordingEvents: {
      chunkStored: broadcast.chunkStored,
      lowRungChunk: broadcast.lowRungChunk,
      recordingStopped: broadcast.recordingStopped,
      roomChanged: broadcast.roomChanged,
      recordingFinalised: (recordingId) =>
        sealRecording(courtRecord, recordingId).then(
          () => viewingVersions?.madeFor(recordingId),
          (error: unknown) =>
            app.log.error(
              { err: error, recordingId },
              'court record: sealing failed; it is sealed at the next start',
            ),
        ),
    },
    recordingAbandonMs: config.recordingAbandonSeconds * 1000,
    caughtUp: changes.caughtUp,
  });
  // Ready comes after the migrations (main.ts listens only then): the rooms and the watch read the database. The
  // rooms come back before the watch may finish a recording abandoned while the server was down.
  app.addHook('onReady', async () => {
    await rooms.restore();
    courtroom.watchRecordings();
    sealingUnsealed = sealUnsealed(courtRecord).then(
      () => undefined,
      (error: unknown) =>
        app.log.error({ err: error }, 'court record: sealing the recordings not sealed yet failed'),
    );
  });
  app.addHook('onClose', async () => courtroom.close());
  // Nothing is written after the server has closed: the sealing of what was made before finishes first.
  app.addHook('onClose', async () => sealingUnsealed);
  // Before the courtroom's: the relays report their end while the sockets and Redis are still there.
  app.addHook('onClose', async () => broadcast.close());
  await app.register(controlRoomRoutes({ db, activity: roomActivity, finaliseDue: courtroom.finaliseDue }), {
    prefix: `${API_PREFIX}/controlRoom`,
  });
  await app.register(adminDashboardRoutes(db, roomActivity), { prefix: master });
  await app.register(streamSetupRoutes({ db, config, controlRoom, cipher: streamKeys }), {
    prefix: `${API_PREFIX}/streaming/controller`,
  });
  await app.register(causeListRoutes(db, controlRoom), { prefix: `${API_PREFIX}/causeList/controller` });
  await app.register(caseSearchRoutes(db, changes, courtroomStore), { prefix: `${API_PREFIX}/streaming` });
  await app.register(matterRoutes(db), { prefix: `${API_PREFIX}/matters` });
  await app.register(externalMeetingRoutes(db), { prefix: `${API_PREFIX}/externalMeetings` });
  await app.register(hostRoutes(db), { prefix: `${API_PREFIX}/hosts` });
  await app.register(causeListReaderRoutes(db), { prefix: `${API_PREFIX}/causeList/reader` });
  await app.register(archivalRoutes({ db, config, notifier }), { prefix: `${API_PREFIX}/archival` });
  await app.register(courtRecordRoutes({ db, signer: recordSigner, config }), {
    prefix: `${API_PREFIX}/record`,
  });
  await app.register(recordingRoutes({ db, config, viewingVersions }), { prefix: `${API_PREFIX}/videos` });
  await app.register(announcementRoutes(), { prefix: `${API_PREFIX}/announcements` });
  await app.register(courtroomRoutes(db, courtroom), { prefix: `${API_PREFIX}/courtroom` });
  await app.register(
    liveRoutes({
      db,
      mediaDir: config.mediaDir,
      store: courtroomStore,
      defaultDelayMinutes: config.defaultStreamDelayMinutes,
    }),
    { prefix: `${API_PREFIX}/live` },
  );
  await app.register(frontDoorRoutes({ db, store: courtroomStore }), { prefix: `${API_PREFIX}/public` });
  await registerWebApp(app, config.webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
