import { API_PREFIX, CSRF_COOKIE, MESSAGES, courtDate, type HealthStatus } from '@nyaya/shared';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cookieOf } from '../../test/http.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /health', () => {
  it('answers 200 once migrated and seeded', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/health` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true });
  });

  describe('the court clock', () => {
    afterEach(() => vi.useRealTimers());
    const health = async () => {
      const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/health` });
      return response.json<{ data: HealthStatus }>().data;
    };

    it('tells the browser the court’s today and the server’s time', async () => {
      const before = Date.now();
      const { courtClock } = await health();
      expect(courtClock).toEqual({ today: courtDate(), now: expect.any(String), pinned: true });
      expect(Date.parse(courtClock.now)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(courtClock.now)).toBeLessThanOrEqual(Date.now());
    });

    it('holds the day the test run seeded, past midnight in India, and so do today’s hearings', async () => {
      const seededFor = inject('courtDate');
      vi.useFakeTimers({ toFake: ['Date'] });
      // Ten seconds into the next day in India (UTC+05:30).
      vi.setSystemTime(new Date(`${seededFor}T18:30:10Z`));
      expect((await health()).courtClock.today).toBe(seededFor);
      // A case the demo cause list seeded for today: still heard today, not yesterday.
      const hearing = await t.app.inject({
        method: 'GET',
        url: `${API_PREFIX}/public/cases/DLND010000012024`,
      });
      expect(hearing.json().data.nextHearing).toMatchObject({ date: seededFor, status: 'Upcoming' });
    });
  });

  it('answers 503 while not ready', async () => {
    t.readiness.ready = false;
    const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/health` });
    t.readiness.ready = true;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: false });
  });
});

describe('GET /auth/csrf', () => {
  it('sets a script-readable, SameSite=Lax CSRF cookie and returns the same token', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/auth/csrf` });
    const cookie = response.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(response.statusCode).toBe(200);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(response.json()).toEqual({ status: true, data: { csrfToken: cookie?.value } });
  });

  it('hands a CSRF cookie to any first request, and keeps an existing one', async () => {
    const first = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/health` });
    expect(cookieOf(first, CSRF_COOKIE)).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/health`,
      cookies: { [CSRF_COOKIE]: 'x' },
    });
    expect(cookieOf(again, CSRF_COOKIE)).toBeUndefined();
  });
});

describe('unknown paths and infrastructure', () => {
  it('answers JSON 404 for an unknown API path', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/unknown',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, code: 'notFound', message: MESSAGES.notFound });
  });

  it('serves Prometheus metrics and the OpenAPI document', async () => {
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('http_request_duration_seconds');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.json().paths).toHaveProperty(`${API_PREFIX}/auth/login`);
  });

  it('sends a content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/health` });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('lets the worker scripts of the web, and nothing else, compile WebAssembly', async () => {
    const policyOf = async (url: string) =>
      String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
    expect(await policyOf('/assets/hash-file-worker-DQIN0AI5.js')).toContain(
      "script-src 'self' 'wasm-unsafe-eval'",
    );
    for (const url of [
      '/',
      '/verify-recording',
      '/assets/index-P-eSb_Mk.js',
      '/assets/x.js?w=/assets/a-worker-b.js',
    ]) {
      expect(await policyOf(url)).toContain("script-src 'self';");
    }
  });
});
