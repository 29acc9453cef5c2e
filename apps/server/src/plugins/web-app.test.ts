import { API_PREFIX, MESSAGES, SESSION_COOKIE, SIGNED_IN_PAGE, demoAccount } from '@nyaya/shared';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFor } from '../test/http.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const APP_JS = `console.log(${JSON.stringify('Nyaya Live '.repeat(200))});`;
let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'nyaya-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Nyaya Live</title>');
  writeFileSync(
    join(webDist, SIGNED_IN_PAGE),
    '<!doctype html><title>Nyaya Live</title><link rel="modulepreload" href="/assets/signed-in-1234.js">',
  );
  writeFileSync(join(webDist, 'assets', 'app-1234.js'), APP_JS);
  // As the build leaves them: a brotli and a gzip copy beside each text file.
  for (const file of [join(webDist, 'index.html'), join(webDist, 'assets', 'app-1234.js')]) {
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('web app', () => {
  it('serves index.html for a client-side route, revalidated on every visit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Nyaya Live</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('preloads the signed-in code for a browser that comes with a session, and only for it', async () => {
    const page = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/recordings', headers: { ...html, ...headers } });
    const anonymous = await page({});
    expect(anonymous.body).not.toContain('signed-in-1234.js');
    expect(anonymous.headers.vary).toContain('cookie');
    const cookies = await sessionCookieFor(t.app, demoAccount('Individual').email);
    const withCookie = await page({ cookie: `${SESSION_COOKIE}=${cookies[SESSION_COOKIE]}` });
    expect(withCookie.body).toContain('<link rel="modulepreload" href="/assets/signed-in-1234.js">');
    expect(withCookie.headers['cache-control']).toBe('no-cache');
    expect((await page({ authorization: 'Bearer some-token' })).body).toContain('signed-in-1234.js');
    expect((await page({ cookie: 'nyaya_csrf=x' })).body).not.toContain('signed-in-1234.js');
  });

  it('serves fingerprinted assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the copy the build compressed, as the browser accepts: brotli first, then gzip, else as it is', async () => {
    const asset = (encodings?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/app-1234.js',
        headers: encodings ? { 'accept-encoding': encodings } : {},
      });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(APP_JS);
    expect(brotli.headers['cache-control']).toContain('immutable');
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);

    const page = await t.app.inject({
      method: 'GET',
      url: '/recordings',
      headers: { ...html, 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Nyaya Live</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('compresses API answers of a kilobyte or more on the fly, as the client accepts', async () => {
    const cookies = await sessionCookieFor(t.app, demoAccount('SuperAdmin').email);
    const courtrooms = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: `${API_PREFIX}/master/courtrooms`,
        cookies,
        headers: { 'accept-encoding': encoding },
      });
    const brotli = await courtrooms('br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(brotli.rawPayload).toString();
    expect(body.length).toBeGreaterThan(1024);
    expect(JSON.parse(body)).toMatchObject({ status: true });
    const gzip = await courtrooms('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(body);
    const small = await t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/health`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers JSON 404 for an unknown API path, even to a browser', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unknown', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, code: 'notFound', message: MESSAGES.notFound });
  });

  it('answers 404 for a missing file that is not a page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
  });
});
