import { API_PREFIX, ROLES, can, type SystemHealth } from '@nyaya/shared';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openSocket } from '../../test/fixtures/account.ts';

let t: TestApp;
let admin: TestClient;
let url: string;
beforeAll(async () => {
  // Errors are logged (into nothing here), as on a server run at the default level.
  t = await createTestApp({ LOG_LEVEL: 'warn' }, { logStream: { write: () => undefined } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await clientAs(t.app, 'SuperAdmin');
});
afterAll(() => t.close());

async function health(): Promise<SystemHealth> {
  const response = await admin.get('/master/systemHealth');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<{ data: SystemHealth }>().data;
}

/** The one instance there is: the one that answers. */
async function thisInstance() {
  const { instances } = await health();
  expect(instances).toHaveLength(1);
  return instances[0]!;
}

describe('GET /master/systemHealth', () => {
  it('tells the SuperAdmin this instance’s memory and sockets, the media disk and the database size', async () => {
    const before = await thisInstance();
    expect(before.name).toContain(String(process.pid));
    expect(before.residentMiB).toBeGreaterThan(10);
    expect(Date.parse(before.startedAt)).toBeLessThanOrEqual(Date.now());
    // No room streams here: no ffmpeg runs (broadcast.test.ts lists a streaming room's).
    expect(before.mediaProcesses).toEqual([]);
    const { storage } = await health();
    expect(storage.mediaTotalBytes).toBeGreaterThan(storage.mediaFreeBytes);
    expect(storage.mediaFreeBytes).toBeGreaterThan(0);
    // A migrated, seeded database: several MiB of tables and indexes.
    expect(storage.databaseBytes).toBeGreaterThan(1024 * 1024);

    const sockets = await Promise.all([openSocket(url, admin.session), openSocket(url, admin.session)]);
    const after = await thisInstance();
    expect(after.id).toBe(before.id);
    expect(after.sockets).toBe(before.sockets + 2);
    for (const { socket } of sockets) socket.close();
  });

  it('lists the errors the instance logged, newest first: the message and the error’s, no other field', async () => {
    t.app.log.error({ err: new Error('relay to youtube failed') }, 'relay: gave up');
    t.app.log.error({ password: 'Secret@123' }, 'sign-in broke');
    t.app.log.warn('not an error');
    const { recentErrors } = await thisInstance();
    expect(recentErrors.slice(0, 2).map((error) => error.message)).toEqual([
      'sign-in broke',
      'relay: gave up: relay to youtube failed',
    ]);
    expect(JSON.stringify(recentErrors)).not.toContain('Secret@123');
    expect(recentErrors.some((error) => error.message === 'not an error')).toBe(false);
  });

  it.each(ROLES.filter((role) => !can(role, 'systemHealth:view')))('refuses a %s (403)', async (role) => {
    const response = await (await clientAs(t.app, role)).get('/master/systemHealth');
    expect(response.statusCode).toBe(403);
  });

  it('refuses an anonymous caller (401)', async () => {
    const response = await t.app.inject({ url: `${API_PREFIX}/master/systemHealth` });
    expect(response.statusCode).toBe(401);
  });
});
