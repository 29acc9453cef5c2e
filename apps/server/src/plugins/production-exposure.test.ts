import { API_PREFIX, DEMO_PASSWORD, demoAccount } from '@nyaya/shared';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, sessionCookieFor } from '../test/http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const METRICS_TOKEN = 'metrics-scraper-token-0123456789abcdef';

/** A production server (with demo accounts on loopback, to have a Controller and a SuperAdmin to sign in). */
let t: TestApp;
let superAdmin: Record<string, string>;
let controller: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({
    NODE_ENV: 'production',
    STREAM_KEY_SECRET: 's'.repeat(32),
    MEDIA_URL_SECRET: 'm'.repeat(32),
    PUBLIC_URL: 'https://live.court.example.in',
    RECORD_SIGNING_KEY: generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    METRICS_TOKEN,
    HOST: '127.0.0.1',
    DEMO_DATA: 'true',
  });
  [superAdmin, controller] = await Promise.all([
    sessionCookieFor(t.app, demoAccount('SuperAdmin').email),
    sessionCookieFor(t.app, demoAccount('Controller').email),
  ]);
});
afterAll(() => t.close());

const get = (url: string, options: { cookies?: Record<string, string>; token?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    cookies: options.cookies,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });

const OPERATOR_PAGES = ['/metrics', '/api/docs', '/api/docs/json'];

describe('/metrics and /api/docs in production', () => {
  it.each(OPERATOR_PAGES)('%s: 401 to anyone, 403 to a Controller, a wrong token 401', async (url) => {
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, { cookies: controller })).statusCode).toBe(403);
    expect((await get(url, { token: `${METRICS_TOKEN}x` })).statusCode).toBe(401);
  });

  it('answer a SuperAdmin, by cookie or bearer session', async () => {
    const docs = await get('/api/docs/json', { cookies: superAdmin });
    expect(docs.json().paths).toHaveProperty(`${API_PREFIX}/auth/login`);
    expect((await get('/metrics', { cookies: superAdmin })).body).toContain('http_request_duration_seconds');
    const signedIn = await post(t.app, '/auth/login', {
      userId: demoAccount('SuperAdmin').mobile,
      password: DEMO_PASSWORD,
      client: 'api',
    });
    expect((await get('/metrics', { token: signedIn.json().token })).statusCode).toBe(200);
  });

  it('/metrics answers a scraper holding METRICS_TOKEN', async () => {
    const metrics = await get('/metrics', { token: METRICS_TOKEN });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('http_request_duration_seconds');
  });
});

describe('#dev.outbox in production', () => {
  it('is not there, even with demo data', async () => {
    const response = await get(`${API_PREFIX}/dev/outbox`);
    expect(response.statusCode).toBe(404);
    expect(t.app.routeAccess.some((route) => route.url.includes('/dev/'))).toBe(false);
  });
});
