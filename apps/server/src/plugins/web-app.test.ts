import { MESSAGES } from '@nyaya/shared';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'nyaya-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Nyaya Live</title>');
  writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
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

  it('serves fingerprinted assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers JSON 404 for an unknown API path, even to a browser', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unknown', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: MESSAGES.notFound });
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
