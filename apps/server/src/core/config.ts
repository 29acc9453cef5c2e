import {
  ARCHIVAL_ACCESS_DAYS,
  DEFAULT_STREAM_DELAY_MINUTES,
  DEFAULT_YOUTUBE_RTMP_PREFIX,
  LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE,
  OTP_RESEND_SECONDS,
  RECORDING,
  SIGNUP_RATE_LIMIT_PER_IP_PER_HOUR,
  STREAM_DELAY_MINUTES,
} from '@nyaya/shared';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './paths.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.url().optional();

const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;
export type TurnServer = { urls: string[]; secret: string; ttlSeconds: number };
/** Janus's WebSocket API and the api_secret every request to it carries. */
export type JanusServer = { url: string; apiSecret: string };
const JANUS_API_SECRET_MIN_LENGTH = 16;

/**
 * None by default: browsers on one network meet over their own addresses, and nothing goes to a third party's
 * server (a court's network may forbid it). Across real networks (carrier-grade NAT) a TURN server is needed:
 * TURN_URLS and TURN_SECRET.
 */
const DEFAULT_ICE_SERVERS: IceServer[] = [];
/** TURN credentials live this long by default (the TURN REST API's usual day is more than a hearing needs). */
const DEFAULT_TURN_TTL_SECONDS = 3600;
const TURN_SECRET_MIN_LENGTH = 16;

const turnUrls = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^turns?:[^\s]+$/, 'each must be a turn: or turns: URL')).min(1));

const STREAM_KEY_SECRET_MIN_LENGTH = 32;
/** Development and tests only: production refuses to start without a STREAM_KEY_SECRET of its own. */
const DEVELOPMENT_STREAM_KEY_SECRET = 'nyaya-development-stream-key-secret-not-for-production';

const MEDIA_URL_SECRET_MIN_LENGTH = 32;
const METRICS_TOKEN_MIN_LENGTH = 32;
/** A court's night, when no hearing is on. */
const DEFAULT_BACKUP_AT = '02:00';
const DEFAULT_BACKUPS_KEPT = 14;
const MAX_BACKUPS_KEPT = 366;

/** Addresses only this machine can reach: where a server with demo accounts and the dev outbox may listen. */
export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}
/** Development and tests only: production refuses to start without a MEDIA_URL_SECRET of its own. */
const DEVELOPMENT_MEDIA_URL_SECRET = 'nyaya-development-media-url-secret-not-for-production';

const iceServers = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'ICE_SERVERS must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.array(iceServerSchema));

/** Fastify's trustProxy: true/false, or a comma-separated list of proxy addresses and subnets. */
const trustProxy = z
  .string()
  .transform((value): boolean | string => (value === 'true' || value === 'false' ? value === 'true' : value));

type ListenEnv = { NODE_ENV: string; HOST?: string | undefined; DEMO_DATA?: boolean | undefined };
const hostOf = (env: ListenEnv) => env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
const demoDataOf = (env: ListenEnv) => env.DEMO_DATA ?? env.NODE_ENV !== 'production';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    /** Unset: every interface in production, this machine only otherwise (demo accounts, dev outbox). */
    HOST: z.string().min(1).optional(),
    /** Demo data on a HOST other machines can reach is refused unless this says it is meant. */
    ALLOW_DEMO_ON_NETWORK: flag.default(false),
    DATA_DIR: z.string().min(1).optional(),
    DATABASE_URL: optionalUrl,
    REDIS_URL: optionalUrl,
    /** Prefix of every Redis key (socket adapter, rate limits), so several deployments or test suites can share one Redis. */
    REDIS_PREFIX: z.string().min(1).default('nyaya'),
    SMTP_URL: optionalUrl,
    SMS_GATEWAY_URL: optionalUrl,
    MAIL_FROM: z.string().min(1).default('Nyaya Live <no-reply@nyaya.local>'),
    /** The address people open the app at, for links in e-mails; never taken from a request's Host header. */
    PUBLIC_URL: optionalUrl,
    /** In production, /metrics and /api/docs answer this bearer token (or a SuperAdmin's session). */
    METRICS_TOKEN: z
      .string()
      .min(METRICS_TOKEN_MIN_LENGTH, `must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`)
      .optional(),
    ICE_SERVERS: iceServers.optional(),
    /** coturn (or any TURN server) with the TURN REST API: comma-separated turn:/turns: URLs. */
    TURN_URLS: turnUrls.optional(),
    /** coturn's static-auth-secret: each participant gets credentials made with it, never the secret. */
    TURN_SECRET: z
      .string()
      .min(TURN_SECRET_MIN_LENGTH, `must be at least ${TURN_SECRET_MIN_LENGTH} characters`)
      .optional(),
    TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(DEFAULT_TURN_TTL_SECONDS),
    /** `npm start` without TURN_URLS: the server runs coturn on 127.0.0.1 at this port, with a secret of its own. */
    TURN_EMBEDDED_PORT: z.coerce.number().int().min(1024).max(65_000).optional(),
    /** Janus (the SFU): its WebSocket API, e.g. ws://janus.internal:8188, with its api_secret. */
    JANUS_URL: z
      .url()
      .regex(/^wss?:\/\//, 'must be a ws: or wss: URL')
      .optional(),
    JANUS_API_SECRET: z
      .string()
      .min(JANUS_API_SECRET_MIN_LENGTH, `must be at least ${JANUS_API_SECRET_MIN_LENGTH} characters`)
      .optional(),
    /** `npm start` without JANUS_URL: the server runs Janus on 127.0.0.1 at this port, with a secret of its own. */
    JANUS_EMBEDDED_PORT: z.coerce.number().int().min(1024).max(65_000).optional(),
    DEMO_DATA: flag.optional(),
    COOKIE_SECURE: flag.optional(),
    WEB_DIST_DIR: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    TRUST_PROXY: trustProxy.default(false),
    /** Raising it is for end-to-end suites that sign in many times from one address. */
    LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE),
    /** Raising it is for end-to-end suites that sign up many fresh users from one address. */
    SIGNUP_RATE_LIMIT: z.coerce.number().int().positive().default(SIGNUP_RATE_LIMIT_PER_IP_PER_HOUR),
    /** Lowering it is for end-to-end suites that walk through a resend without waiting a minute. */
    OTP_RESEND_SECONDS: z.coerce.number().int().positive().default(OTP_RESEND_SECONDS),
    RECORDING_ABANDON_SECONDS: z.coerce.number().int().positive().default(RECORDING.abandonSeconds),
    INITIAL_ADMIN_EMAIL: z.email().optional(),
    INITIAL_ADMIN_MOBILE: z
      .string()
      .regex(/^\d{10}$/)
      .optional(),
    INITIAL_ADMIN_PASSWORD: z.string().min(8).optional(),
    /** Encrypts the stream keys at rest; changing it makes the stored keys unreadable. */
    STREAM_KEY_SECRET: z
      .string()
      .min(STREAM_KEY_SECRET_MIN_LENGTH, `must be at least ${STREAM_KEY_SECRET_MIN_LENGTH} characters`)
      .optional(),
    YOUTUBE_RTMP_PREFIX: z.string().min(1).default(DEFAULT_YOUTUBE_RTMP_PREFIX),
    /** The public stream's delay in a room without a stream setup. */
    DEFAULT_STREAM_DELAY_MINUTES: z.coerce
      .number()
      .int()
      .min(STREAM_DELAY_MINUTES.min)
      .max(STREAM_DELAY_MINUTES.max)
      .default(DEFAULT_STREAM_DELAY_MINUTES),
    /** Recordings live in MEDIA_DIR/recordings; the ones retention expired in MEDIA_DIR/archive. */
    MEDIA_DIR: z.string().min(1).optional(),
    /** Signs the short-lived video addresses; changing it only ends the addresses already handed out. */
    MEDIA_URL_SECRET: z
      .string()
      .min(MEDIA_URL_SECRET_MIN_LENGTH, `must be at least ${MEDIA_URL_SECRET_MIN_LENGTH} characters`)
      .optional(),
    /** Test runs only: the court's today held at this day, so hearings seeded for today stay today's past midnight. */
    COURT_DATE: z.iso.date('must be a date, YYYY-MM-DD').optional(),
    /**
     * The court's Ed25519 private key that signs each recording's manifest: a PEM, or the path of one. Outside
     * production, a key of the server's own in DATA_DIR, made on first start.
     */
    RECORD_SIGNING_KEY: z.string().min(1).optional(),
    /** Where the server backs itself up every day (README's "Backups"); unset: no scheduled backups. */
    BACKUP_DIR: z.string().min(1).optional(),
    /** When, in court time (HH:MM). */
    BACKUP_AT: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day, HH:MM (court time)')
      .default(DEFAULT_BACKUP_AT),
    /** How many scheduled backups are kept: the oldest beyond these are removed after a verified one. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(MAX_BACKUPS_KEPT).default(DEFAULT_BACKUPS_KEPT),
    /** How fast the media scrub reads recordings back (MB/s), and how many days one stays checked. */
    MEDIA_SCRUB_MB_PER_SECOND: z.coerce.number().positive().max(10_000).default(20),
    MEDIA_SCRUB_EVERY_DAYS: z.coerce.number().positive().max(3650).default(7),
    /** Whether each recording gets versions for a weak link (about 360p, and the sound alone) once finalised. */
    VIEWING_VERSIONS: flag.default(true),
    /**
     * Their ffmpeg's priority, 0 (as the rooms) to 19: at 10 it gets about a tenth of what a room's process does of
     * a core they share, so a machine busy for hours still makes them; at 19 about a seventieth.
     */
    VIEWING_VERSIONS_NICENESS: z.coerce.number().int().min(0).max(19).default(10),
    /** The access days the Approve modal of an archival request starts from. */
    ARCHIVAL_ACCESS_DAYS: z.coerce
      .number()
      .int()
      .min(ARCHIVAL_ACCESS_DAYS.min)
      .max(ARCHIVAL_ACCESS_DAYS.max)
      .default(ARCHIVAL_ACCESS_DAYS.default),
  })
  .refine((env) => env.TURN_URLS === undefined || env.TURN_EMBEDDED_PORT === undefined, {
    message: 'an embedded TURN server is only for a server without TURN_URLS',
    path: ['TURN_EMBEDDED_PORT'],
  })
  .refine((env) => (env.TURN_URLS === undefined) === (env.TURN_SECRET === undefined), {
    message: 'TURN_URLS and TURN_SECRET go together',
    path: ['TURN_SECRET'],
  })
  .refine((env) => env.JANUS_URL === undefined || env.JANUS_EMBEDDED_PORT === undefined, {
    message: 'an embedded Janus is only for a server without JANUS_URL',
    path: ['JANUS_EMBEDDED_PORT'],
  })
  .refine((env) => (env.JANUS_URL === undefined) === (env.JANUS_API_SECRET === undefined), {
    message: 'JANUS_URL and JANUS_API_SECRET go together (Janus must refuse requests without the secret)',
    path: ['JANUS_API_SECRET'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.STREAM_KEY_SECRET !== undefined, {
    message: 'Set STREAM_KEY_SECRET (32 characters or more) in production',
    path: ['STREAM_KEY_SECRET'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.MEDIA_URL_SECRET !== undefined, {
    message: 'Set MEDIA_URL_SECRET (32 characters or more) in production',
    path: ['MEDIA_URL_SECRET'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.RECORD_SIGNING_KEY !== undefined, {
    message:
      'Set RECORD_SIGNING_KEY (the court’s Ed25519 private key, a PEM or its path: openssl genpkey -algorithm ed25519) in production',
    path: ['RECORD_SIGNING_KEY'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.COURT_DATE === undefined, {
    message: 'COURT_DATE is for test runs: production goes by the clock',
    path: ['COURT_DATE'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL !== undefined, {
    message: 'Set PUBLIC_URL (the address people open the app at, used in e-mailed links) in production',
    path: ['PUBLIC_URL'],
  })
  .refine((env) => !demoDataOf(env) || isLoopbackHost(hostOf(env)) || env.ALLOW_DEMO_ON_NETWORK, {
    message:
      'Demo data (published passwords, the dev outbox of one-time codes) must not be reachable from other machines: ' +
      'listen on 127.0.0.1, set NODE_ENV=production or DEMO_DATA=false, or set ALLOW_DEMO_ON_NETWORK=true if you mean it',
    path: ['HOST'],
  })
  .refine(
    (env) => {
      const set = [env.INITIAL_ADMIN_EMAIL, env.INITIAL_ADMIN_MOBILE, env.INITIAL_ADMIN_PASSWORD].filter(
        Boolean,
      );
      return set.length === 0 || set.length === 3;
    },
    {
      message: 'Set INITIAL_ADMIN_EMAIL, INITIAL_ADMIN_MOBILE and INITIAL_ADMIN_PASSWORD together',
      path: ['INITIAL_ADMIN_EMAIL'],
    },
  );

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  smtpUrl: string | undefined;
  smsGatewayUrl: string | undefined;
  mailFrom: string;
  /** Where e-mailed links point: PUBLIC_URL, else (outside production) the address the server listens on. */
  publicUrl: string;
  metricsToken: string | undefined;
  iceServers: IceServer[];
  /** The TURN server whose credentials each participant gets (TURN REST API); undefined for none. */
  turn: TurnServer | undefined;
  /** Where the server runs coturn itself (`npm start`), and for how long its credentials last; if it does. */
  turnEmbedded: { port: number; ttlSeconds: number } | undefined;
  /** The SFU the meeting's media goes through; undefined: the browsers' mesh. */
  janus: JanusServer | undefined;
  /** Where the server runs Janus itself (`npm start`), if it does. */
  janusEmbeddedPort: number | undefined;
  demoData: boolean;
  cookieSecure: boolean;
  webDistDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean | string;
  loginRateLimitPerMinute: number;
  signupRateLimitPerHour: number;
  /** How long after a code another may be sent (OtpSent.resendAfterSeconds). */
  otpResendSeconds: number;
  /** A recording whose recorder's sockets are gone and that has had no chunk this long is finalised by the server. */
  recordingAbandonSeconds: number;
  initialAdmin: { email: string; mobile: string; password: string } | undefined;
  /** The secret the stream keys are encrypted with; `isDevelopmentDefault` when none was configured. */
  streamKeySecret: { value: string; isDevelopmentDefault: boolean };
  youtubeRtmpPrefix: string;
  defaultStreamDelayMinutes: number;
  archivalAccessDays: number;
  /** The court's today held at this day (YYYY-MM-DD) whatever the time: test runs only; undefined: the clock. */
  courtDate: string | undefined;
  mediaDir: string;
  /** The secret video addresses are signed with; `isDevelopmentDefault` when none was configured. */
  mediaUrlSecret: { value: string; isDevelopmentDefault: boolean };
  /** The court's key that signs recordings' manifests (a PEM or its path); undefined: the server's own, in dataDir. */
  recordSigningKey: string | undefined;
  /** The daily backup: into which folder, at what court time (HH:MM), keeping how many; undefined: none. */
  backupSchedule: BackupSchedule | undefined;
  /** The media scrub: bytes read back a second at most, and the days a recording read back stays checked. */
  mediaScrub: { bytesPerSecond: number; everyDays: number };
  /** Each recording gets versions for a weak link once finalised (modules/recordings/viewing-versions.ts). */
  viewingVersions: { niceness: number } | undefined;
};

export type BackupSchedule = { dir: string; at: string; keep: number };

/** The address of the listening server as a browser on this machine opens it (all interfaces: localhost). */
function listenUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Empty variables count as unset, as they do in most .env files and compose files. */
function withoutEmpty(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
}

/** Parses the environment once; throws with every problem listed when a variable is invalid. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  const dataDir = vars.DATA_DIR ? resolve(vars.DATA_DIR) : join(REPO_ROOT, 'data');
  const host = hostOf(vars);
  return {
    nodeEnv: vars.NODE_ENV,
    port: vars.PORT,
    host,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    redisPrefix: vars.REDIS_PREFIX,
    smtpUrl: vars.SMTP_URL,
    smsGatewayUrl: vars.SMS_GATEWAY_URL,
    mailFrom: vars.MAIL_FROM,
    publicUrl: vars.PUBLIC_URL?.replace(/\/+$/, '') ?? listenUrl(host, vars.PORT),
    metricsToken: vars.METRICS_TOKEN,
    iceServers: vars.ICE_SERVERS ?? DEFAULT_ICE_SERVERS,
    turn:
      vars.TURN_URLS && vars.TURN_SECRET
        ? { urls: vars.TURN_URLS, secret: vars.TURN_SECRET, ttlSeconds: vars.TURN_TTL_SECONDS }
        : undefined,
    turnEmbedded:
      vars.TURN_EMBEDDED_PORT === undefined
        ? undefined
        : { port: vars.TURN_EMBEDDED_PORT, ttlSeconds: vars.TURN_TTL_SECONDS },
    janus:
      vars.JANUS_URL && vars.JANUS_API_SECRET
        ? { url: vars.JANUS_URL, apiSecret: vars.JANUS_API_SECRET }
        : undefined,
    janusEmbeddedPort: vars.JANUS_EMBEDDED_PORT,
    demoData: demoDataOf(vars),
    cookieSecure: vars.COOKIE_SECURE ?? production,
    webDistDir: vars.WEB_DIST_DIR ? resolve(vars.WEB_DIST_DIR) : join(REPO_ROOT, 'apps/web/dist'),
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    loginRateLimitPerMinute: vars.LOGIN_RATE_LIMIT,
    signupRateLimitPerHour: vars.SIGNUP_RATE_LIMIT,
    otpResendSeconds: vars.OTP_RESEND_SECONDS,
    recordingAbandonSeconds: vars.RECORDING_ABANDON_SECONDS,
    initialAdmin:
      vars.INITIAL_ADMIN_EMAIL && vars.INITIAL_ADMIN_MOBILE && vars.INITIAL_ADMIN_PASSWORD
        ? {
            email: vars.INITIAL_ADMIN_EMAIL.toLowerCase(),
            mobile: vars.INITIAL_ADMIN_MOBILE,
            password: vars.INITIAL_ADMIN_PASSWORD,
          }
        : undefined,
    streamKeySecret: {
      value: vars.STREAM_KEY_SECRET ?? DEVELOPMENT_STREAM_KEY_SECRET,
      isDevelopmentDefault: vars.STREAM_KEY_SECRET === undefined,
    },
    youtubeRtmpPrefix: vars.YOUTUBE_RTMP_PREFIX,
    defaultStreamDelayMinutes: vars.DEFAULT_STREAM_DELAY_MINUTES,
    archivalAccessDays: vars.ARCHIVAL_ACCESS_DAYS,
    courtDate: vars.COURT_DATE,
    mediaDir: vars.MEDIA_DIR ? resolve(vars.MEDIA_DIR) : join(dataDir, 'media'),
    mediaUrlSecret: {
      value: vars.MEDIA_URL_SECRET ?? DEVELOPMENT_MEDIA_URL_SECRET,
      isDevelopmentDefault: vars.MEDIA_URL_SECRET === undefined,
    },
    recordSigningKey: vars.RECORD_SIGNING_KEY,
    backupSchedule: vars.BACKUP_DIR
      ? { dir: resolve(vars.BACKUP_DIR), at: vars.BACKUP_AT, keep: vars.BACKUP_KEEP }
      : undefined,
    mediaScrub: {
      bytesPerSecond: vars.MEDIA_SCRUB_MB_PER_SECOND * 1_000_000,
      everyDays: vars.MEDIA_SCRUB_EVERY_DAYS,
    },
    viewingVersions: vars.VIEWING_VERSIONS ? { niceness: vars.VIEWING_VERSIONS_NICENESS } : undefined,
  };
}
