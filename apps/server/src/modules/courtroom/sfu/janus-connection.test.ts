import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { JanusConnection } from './janus-connection.ts';

const LIVENESS = { pingMs: 100, pongWaitMs: 50 };

let server: WebSocketServer | undefined;

/** A server that takes the Janus protocol's WebSocket and says nothing; `answersPings: false` plays a hung Janus. */
async function silentJanus(answersPings: boolean): Promise<string> {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0, autoPong: answersPings });
  await once(server, 'listening');
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  server?.clients.forEach((client) => client.terminate());
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe('JanusConnection, a Janus that stops answering', () => {
  it('lets the connection go when a ping is not answered, which is handled as Janus gone', async () => {
    const connection = await JanusConnection.open(await silentJanus(false), undefined, LIVENESS);
    const started = performance.now();
    await once(connection, 'close');
    expect(connection.open).toBe(false);
    // The first ping goes after pingMs, and it is let go pongWaitMs later.
    expect(performance.now() - started).toBeGreaterThanOrEqual(LIVENESS.pingMs + LIVENESS.pongWaitMs - 10);
  });

  it('keeps a connection whose pings are answered, however quiet it is', async () => {
    const connection = await JanusConnection.open(await silentJanus(true), undefined, LIVENESS);
    let closed = false;
    connection.once('close', () => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 5 * LIVENESS.pingMs));
    expect(closed).toBe(false);
    connection.close();
    await once(connection, 'close');
  });
});
