import type { InstanceHealth, SystemHealth } from '@nyaya/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { socketOf, urlOf } from '../../test/fixtures/control-room.ts';
import { HEARTBEAT_EVERY_MS } from './heartbeats.ts';

/** Scale-out needs PostgreSQL and Redis: vitest.config.ts includes *.scale-out.test.ts only in that run. */
if (process.env.NYAYA_TEST_DB !== 'postgres' || !process.env.TEST_REDIS_URL) {
  throw new Error('scale-out tests need NYAYA_TEST_DB=postgres and TEST_REDIS_URL');
}

let a: TestApp;
let b: App;
let adminOnA: TestClient;
let adminOnB: TestClient;
let bClosed = false;
const opened: Socket[] = [];

beforeAll(async () => {
  // Errors are logged (into nothing here), as on a server run at the default level.
  const logStream = { write: () => undefined };
  a = await createTestApp({ LOG_LEVEL: 'warn' }, { logStream });
  // A second instance of the same deployment, as anotherInstance() builds it, logging likewise.
  b = await buildApp({ config: a.config, db: a.db, readiness: { ready: true }, logStream });
  await b.listen({ port: 0, host: '127.0.0.1' });
  adminOnA = await clientAs(a.app, 'SuperAdmin');
  adminOnB = await clientAs(b, 'SuperAdmin');
});
afterAll(async () => {
  opened.forEach((socket) => socket.close());
  if (!bClosed) await b.close();
  await a.close();
});

async function instancesSeenBy(admin: TestClient): Promise<InstanceHealth[]> {
  const response = await admin.get('/master/systemHealth');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: SystemHealth }>().data.instances;
}

/** A report waits for the next heartbeat at most, on a busy machine a little more. */
const NEXT_HEARTBEAT = { timeout: HEARTBEAT_EVERY_MS + 3000, interval: 250 };

describe('GET /master/systemHealth with two instances', () => {
  it('lists every instance with its own sockets and errors, the one that answers first', async () => {
    const [onlyA] = await instancesSeenBy(adminOnA);
    const [onlyB] = await instancesSeenBy(adminOnB);
    expect(onlyA?.id).not.toBe(onlyB?.id);
    for (let socket = 0; socket < 2; socket += 1) opened.push(await socketOf(urlOf(b), adminOnB));
    b.log.error('relay: gave up on instance B');

    await vi.waitFor(async () => {
      const instances = await instancesSeenBy(adminOnA);
      expect(instances.map((instance) => instance.id)).toEqual([onlyA?.id, onlyB?.id]);
      expect(instances[1]).toMatchObject({ sockets: 2, mediaProcesses: [] });
      expect(instances[1]?.recentErrors[0]?.message).toBe('relay: gave up on instance B');
    }, NEXT_HEARTBEAT);
    // A's own line is its state now; B, answering, says the same of itself.
    const seenByB = await instancesSeenBy(adminOnB);
    expect(seenByB.map((instance) => instance.id)).toEqual([onlyB?.id, onlyA?.id]);
    expect(seenByB[0]).toMatchObject({ sockets: 2 });
    expect(seenByB[1]?.recentErrors.map((error) => error.message)).not.toContain(
      'relay: gave up on instance B',
    );
  });

  it('forgets an instance that stops at once', async () => {
    const [self] = await instancesSeenBy(adminOnA);
    opened.forEach((socket) => socket.close());
    await b.close();
    bClosed = true;
    expect((await instancesSeenBy(adminOnA)).map((instance) => instance.id)).toEqual([self?.id]);
  });
});
