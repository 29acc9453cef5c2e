import { type ControlRoomCard } from '@nyaya/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { clientAs, type TestClient } from '../../test/client.ts';
import { anotherInstance, createTestApp, type TestApp } from '../../test/test-app.ts';
import { setupBody } from '../../test/fixtures/stream-setup.ts';
import { cardsReceived, seededToday, socketOf, until, urlOf } from '../../test/fixtures/control-room.ts';

/** Scale-out needs PostgreSQL and Redis: vitest.config.ts includes *.scale-out.test.ts only in that run. */
if (process.env.NYAYA_TEST_DB !== 'postgres' || !process.env.TEST_REDIS_URL) {
  throw new Error('scale-out tests need NYAYA_TEST_DB=postgres and TEST_REDIS_URL');
}

let a: TestApp;
let b: App;
let controllerOnA: TestClient;
let socketOnB: Socket;

beforeAll(async () => {
  a = await createTestApp();
  b = await anotherInstance(a);
  await b.listen({ port: 0, host: '127.0.0.1' });
  controllerOnA = await clientAs(a.app, 'Controller');
  socketOnB = await socketOf(urlOf(b), await clientAs(b, 'Controller'));
});
afterAll(async () => {
  socketOnB.close();
  await b.close();
  await a.close();
});

describe('control-room cards across instances', () => {
  it("a stream setup saved through instance A reaches a Controller's socket on instance B", async () => {
    const received: ControlRoomCard[] = cardsReceived(socketOnB);
    const response = await controllerOnA.post(
      '/streaming/controller/streamsetup',
      setupBody('Room3', { liveStreamDelay: 6 }),
    );
    expect(response.statusCode).toBe(201);
    expect(await until(received, 1)).toMatchObject([
      { roomId: 'Room3', streamConfigured: true, delayMinutes: 6, causeListToday: seededToday('Room3') },
    ]);
  });
});
