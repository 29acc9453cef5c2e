import {
  ARCHIVAL_ACCESS_DAYS,
  DEFAULT_STREAM_DELAY_MINUTES,
  DEFAULT_YOUTUBE_RTMP_PREFIX,
  LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE,
  SIGNUP_RATE_LIMIT_PER_IP_PER_HOUR,
} from '@nyaya/shared';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { REPO_ROOT } from './paths.ts';

const production = {
  NODE_ENV: 'production',
  STREAM_KEY_SECRET: 's'.repeat(32),
  MEDIA_URL_SECRET: 'm'.repeat(32),
  PUBLIC_URL: 'https://live.court.example.in/',
  RECORD_SIGNING_KEY: '/etc/nyaya-live/record-signing-key.pem',
};

describe('loadConfig', () => {
  it('has development defaults that need no environment at all', () => {
    expect(loadConfig({})).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:8080',
      signupRateLimitPerHour: SIGNUP_RATE_LIMIT_PER_IP_PER_HOUR,
      metricsToken: undefined,
      dataDir: join(REPO_ROOT, 'data'),
      webDistDir: join(REPO_ROOT, 'apps/web/dist'),
      demoData: true,
      cookieSecure: false,
      trustProxy: false,
      databaseUrl: undefined,
      loginRateLimitPerMinute: LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE,
      // No third party's server unless told: a court's network may forbid it.
      iceServers: [],
      turn: undefined,
      turnEmbedded: undefined,
    });
  });

  it('takes a TURN server with its secret, and refuses one without, or a URL that is not TURN', () => {
    const urls = 'turn:turn.court.example.in:3478?transport=udp, turns:turn.court.example.in:5349';
    expect(loadConfig({ TURN_URLS: urls, TURN_SECRET: 't'.repeat(16) }).turn).toEqual({
      urls: ['turn:turn.court.example.in:3478?transport=udp', 'turns:turn.court.example.in:5349'],
      secret: 't'.repeat(16),
      ttlSeconds: 3600,
    });
    expect(() => loadConfig({ TURN_URLS: urls })).toThrow(
      /TURN_SECRET: TURN_URLS and TURN_SECRET go together/,
    );
    expect(() => loadConfig({ TURN_SECRET: 't'.repeat(16) })).toThrow(/TURN_SECRET/);
    expect(() => loadConfig({ TURN_URLS: 'stun:stun.example.in', TURN_SECRET: 't'.repeat(16) })).toThrow(
      /TURN_URLS.*turn: or turns:/,
    );
    expect(() => loadConfig({ TURN_URLS: urls, TURN_SECRET: 'short' })).toThrow(/TURN_SECRET/);
    expect(() =>
      loadConfig({ TURN_URLS: urls, TURN_SECRET: 't'.repeat(16), TURN_EMBEDDED_PORT: '3478' }),
    ).toThrow(/TURN_EMBEDDED_PORT/);
    expect(loadConfig({ TURN_EMBEDDED_PORT: '3478', TURN_TTL_SECONDS: '600' }).turnEmbedded).toEqual({
      port: 3478,
      ttlSeconds: 600,
    });
  });

  it('takes a Janus with its API secret, and refuses one without, or a URL that is not a WebSocket', () => {
    const secret = 'j'.repeat(16);
    expect(loadConfig({}).janus).toBeUndefined();
    expect(loadConfig({ JANUS_URL: 'ws://janus.internal:8188', JANUS_API_SECRET: secret }).janus).toEqual({
      url: 'ws://janus.internal:8188',
      apiSecret: secret,
    });
    expect(() => loadConfig({ JANUS_URL: 'ws://janus.internal:8188' })).toThrow(
      /JANUS_API_SECRET: JANUS_URL and JANUS_API_SECRET go together/,
    );
    expect(() => loadConfig({ JANUS_URL: 'http://janus.internal:8088', JANUS_API_SECRET: secret })).toThrow(
      /JANUS_URL: must be a ws: or wss: URL/,
    );
    expect(() => loadConfig({ JANUS_URL: 'ws://janus.internal:8188', JANUS_API_SECRET: 'short' })).toThrow(
      /JANUS_API_SECRET/,
    );
    expect(() =>
      loadConfig({
        JANUS_URL: 'ws://janus.internal:8188',
        JANUS_API_SECRET: secret,
        JANUS_EMBEDDED_PORT: '8188',
      }),
    ).toThrow(/JANUS_EMBEDDED_PORT/);
    expect(loadConfig({ JANUS_EMBEDDED_PORT: '8188' }).janusEmbeddedPort).toBe(8188);
  });

  it('turns demo data off and secure cookies on in production, unless told otherwise', () => {
    expect(loadConfig(production)).toMatchObject({ demoData: false, cookieSecure: true });
    expect(
      loadConfig({ ...production, HOST: '127.0.0.1', DEMO_DATA: 'true', COOKIE_SECURE: 'false' }),
    ).toMatchObject({
      demoData: true,
      cookieSecure: false,
    });
  });

  it('parses ICE servers, proxies and the initial admin', () => {
    const config = loadConfig({
      ICE_SERVERS: '[{"urls":["turn:turn.example.in:3478"],"username":"u","credential":"p"}]',
      TRUST_PROXY: '10.0.0.0/8',
      INITIAL_ADMIN_EMAIL: 'Root@Court.IN',
      INITIAL_ADMIN_MOBILE: '9999999999',
      INITIAL_ADMIN_PASSWORD: 'Root@12345',
    });
    expect(config.iceServers[0]?.urls).toEqual(['turn:turn.example.in:3478']);
    expect(config.trustProxy).toBe('10.0.0.0/8');
    expect(config.initialAdmin).toEqual({
      email: 'root@court.in',
      mobile: '9999999999',
      password: 'Root@12345',
    });
  });

  it('encrypts stream keys with a development key unless one is set, and reads the RTMP prefix', () => {
    expect(loadConfig({})).toMatchObject({
      streamKeySecret: { isDevelopmentDefault: true },
      youtubeRtmpPrefix: DEFAULT_YOUTUBE_RTMP_PREFIX,
    });
    const secret = 'k'.repeat(40);
    expect(
      loadConfig({ STREAM_KEY_SECRET: secret, YOUTUBE_RTMP_PREFIX: 'rtmp://ingest.example.in/live' }),
    ).toMatchObject({
      streamKeySecret: { value: secret, isDevelopmentDefault: false },
      youtubeRtmpPrefix: 'rtmp://ingest.example.in/live',
    });
  });

  it("delays a room's public stream by the court's default unless its stream setup says otherwise", () => {
    expect(loadConfig({}).defaultStreamDelayMinutes).toBe(DEFAULT_STREAM_DELAY_MINUTES);
    expect(loadConfig({ DEFAULT_STREAM_DELAY_MINUTES: '3' }).defaultStreamDelayMinutes).toBe(3);
  });

  it('keeps media under DATA_DIR unless MEDIA_DIR is set, and signs video addresses with a development key unless one is set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/nyaya' })).toMatchObject({
      mediaDir: '/srv/nyaya/media',
      mediaUrlSecret: { isDevelopmentDefault: true },
    });
    const secret = 'v'.repeat(40);
    expect(loadConfig({ MEDIA_DIR: '/mnt/recordings', MEDIA_URL_SECRET: secret })).toMatchObject({
      mediaDir: '/mnt/recordings',
      mediaUrlSecret: { value: secret, isDevelopmentDefault: false },
    });
  });

  it('starts approvals from ARCHIVAL_ACCESS_DAYS days, within the allowed range', () => {
    expect(loadConfig({}).archivalAccessDays).toBe(ARCHIVAL_ACCESS_DAYS.default);
    expect(loadConfig({ ARCHIVAL_ACCESS_DAYS: String(ARCHIVAL_ACCESS_DAYS.max) }).archivalAccessDays).toBe(
      ARCHIVAL_ACCESS_DAYS.max,
    );
  });

  it('makes versions of recordings for a weak link at nice 10 unless told otherwise or not at all', () => {
    expect(loadConfig({}).viewingVersions).toEqual({ niceness: 10 });
    expect(loadConfig({ VIEWING_VERSIONS_NICENESS: '19' }).viewingVersions).toEqual({ niceness: 19 });
    expect(loadConfig({ VIEWING_VERSIONS: 'false' }).viewingVersions).toBeUndefined();
    expect(() => loadConfig({ VIEWING_VERSIONS_NICENESS: '20' })).toThrow(/VIEWING_VERSIONS_NICENESS/);
    expect(() => loadConfig({ VIEWING_VERSIONS_NICENESS: '-1' })).toThrow(/VIEWING_VERSIONS_NICENESS/);
  });

  it('listens on every interface in production, and e-mails links to PUBLIC_URL only', () => {
    expect(loadConfig(production)).toMatchObject({
      host: '0.0.0.0',
      publicUrl: 'https://live.court.example.in',
    });
  });

  it('outside production, links point at the address the server listens on', () => {
    expect(loadConfig({ PORT: '9090' }).publicUrl).toBe('http://127.0.0.1:9090');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:8080');
    expect(loadConfig({ HOST: '0.0.0.0', DEMO_DATA: 'false' }).publicUrl).toBe('http://localhost:8080');
  });

  it('lets demo data listen on a network address only when told to on purpose', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/HOST: Demo data .* ALLOW_DEMO_ON_NETWORK=true/);
    expect(() => loadConfig({ ...production, DEMO_DATA: 'true' })).toThrow('HOST');
    expect(loadConfig({ HOST: '0.0.0.0', ALLOW_DEMO_ON_NETWORK: 'true' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0', DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig({ HOST: 'localhost' }).host).toBe('localhost');
    expect(loadConfig({ HOST: '127.0.0.2' }).host).toBe('127.0.0.2');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ HOST: '192.0.2.10' }, 'HOST'],
    [{ HOST: '::' }, 'HOST'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ ...production, PUBLIC_URL: '' }, 'PUBLIC_URL'],
    [{ ...production, PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ ARCHIVAL_ACCESS_DAYS: String(ARCHIVAL_ACCESS_DAYS.min - 1) }, 'ARCHIVAL_ACCESS_DAYS'],
    [{ ARCHIVAL_ACCESS_DAYS: String(ARCHIVAL_ACCESS_DAYS.max + 1) }, 'ARCHIVAL_ACCESS_DAYS'],
    [{ ARCHIVAL_ACCESS_DAYS: '2.5' }, 'ARCHIVAL_ACCESS_DAYS'],
    [{ DEFAULT_STREAM_DELAY_MINUTES: '11' }, 'DEFAULT_STREAM_DELAY_MINUTES'],
    [{ DEFAULT_STREAM_DELAY_MINUTES: '-1' }, 'DEFAULT_STREAM_DELAY_MINUTES'],
    [{ DEFAULT_STREAM_DELAY_MINUTES: 'ten' }, 'DEFAULT_STREAM_DELAY_MINUTES'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ ICE_SERVERS: '{oops' }, 'ICE_SERVERS'],
    [{ INITIAL_ADMIN_EMAIL: 'root@court.in' }, 'INITIAL_ADMIN_EMAIL'],
    [{ STREAM_KEY_SECRET: 'too short' }, 'STREAM_KEY_SECRET'],
    [{ NODE_ENV: 'production', PUBLIC_URL: production.PUBLIC_URL }, 'STREAM_KEY_SECRET'],
    [{ MEDIA_URL_SECRET: 'too short' }, 'MEDIA_URL_SECRET'],
    [{ NODE_ENV: 'production', STREAM_KEY_SECRET: 's'.repeat(32) }, 'MEDIA_URL_SECRET'],
    [{ COURT_DATE: '27-11-2026' }, 'COURT_DATE: must be a date, YYYY-MM-DD'],
    [{ COURT_DATE: '2026-02-30' }, 'COURT_DATE: must be a date, YYYY-MM-DD'],
    [{ ...production, COURT_DATE: '2026-11-27' }, 'COURT_DATE: COURT_DATE is for test runs'],
    [{ ...production, RECORD_SIGNING_KEY: '' }, 'RECORD_SIGNING_KEY: Set RECORD_SIGNING_KEY'],
  ])('refuses %j, naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('holds the court day of a test run (COURT_DATE) outside production, and none by default', () => {
    expect(loadConfig({ NODE_ENV: 'test', COURT_DATE: '2026-11-27' }).courtDate).toBe('2026-11-27');
    expect(loadConfig({}).courtDate).toBeUndefined();
    expect(loadConfig(production).courtDate).toBeUndefined();
  });
});
