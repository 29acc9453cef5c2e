import { API_PREFIX, COURTROOM_EVENTS, MESSAGES, PAYLOAD_MAX_BYTES, PAYLOAD_MAX_DEPTH } from '@nyaya/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stateDigest } from '../test/database-state.ts';
import { nextIp, sessionCookieFor } from '../test/http.ts';
import { listeningUrl, signedInSocket } from '../test/sockets.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let url: string;
const opened: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await listeningUrl(t);
});
afterEach(() => {
  opened.splice(0).forEach((socket) => socket.close());
});
afterAll(() => t.close());

/** A signed-in socket of the self-signed-up kind of user the attack needed (an Individual), connected. */
async function individualSocket(): Promise<Socket> {
  const socket = await signedInSocket(url, await sessionCookieFor(t.app, 'individual@example.in', nextIp()));
  opened.push(socket);
  return socket;
}

/**
 * Sends a Socket.IO event packet as raw text over the websocket (as the attack did, with no client library to
 * build it) and resolves with the acknowledgement's payload, or 'closed' when the server closes the connection.
 */
let nextAckId = 900;
function sendRaw(socket: Socket, eventAndPayload: string): Promise<unknown> {
  const id = nextAckId++;
  const engine = socket.io.engine;
  return new Promise((resolve) => {
    const onMessage = (data: unknown) => {
      const match = typeof data === 'string' ? /^3(\d+)(.*)$/s.exec(data) : null;
      if (match?.[1] !== String(id)) return;
      engine.off('message', onMessage);
      resolve((JSON.parse(match[2] ?? '[]') as unknown[])[0]);
    };
    engine.on('message', onMessage);
    engine.once('close', () => resolve('closed'));
    engine.send(`2${id}${eventAndPayload}`);
  });
}

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

async function healthAnswers() {
  const response = await fetch(`${url}${API_PREFIX}/health`);
  return response.status;
}

describe('a hostile socket frame', () => {
  it('8,000 levels deep (the 16 KB frame that ended the process) is refused in its ack, and the server lives', async () => {
    const socket = await individualSocket();
    const before = await stateDigest(t.db);
    const frame = `["${COURTROOM_EVENTS.joinRoom}",${nested(8000)}]`;
    expect(frame.length).toBeGreaterThan(16_000);
    expect(await sendRaw(socket, frame)).toEqual({
      status: false,
      code: 'payloadTooDeep',
      message: MESSAGES.payloadTooDeep,
    });
    expect(await healthAnswers()).toBe(200);
    expect(socket.connected).toBe(true);
    expect(await stateDigest(t.db)).toBe(before);
  });

  it('is refused just past the depth limit, and one level less reaches the handler', async () => {
    const socket = await individualSocket();
    // The event's arguments are one level: a payload of depth N sits at depth N + 1.
    const tooDeep = await sendRaw(socket, `["${COURTROOM_EVENTS.joinRoom}",${nested(PAYLOAD_MAX_DEPTH)}]`);
    expect(tooDeep).toMatchObject({
      status: false,
      code: 'payloadTooDeep',
      message: MESSAGES.payloadTooDeep,
    });
    const deepest = await sendRaw(
      socket,
      `["${COURTROOM_EVENTS.joinRoom}",${nested(PAYLOAD_MAX_DEPTH - 1)}]`,
    );
    expect(deepest).toMatchObject({ status: false });
    expect(deepest).not.toMatchObject({ message: MESSAGES.payloadTooDeep });
  });

  it('whose text is larger than the bound is refused before it is parsed: that socket closes, the server lives', async () => {
    const socket = await individualSocket();
    const bystander = await individualSocket();
    const frame = `["${COURTROOM_EVENTS.joinRoom}",${JSON.stringify({ roomId: 'Room1', name: 'x'.repeat(PAYLOAD_MAX_BYTES) })}]`;
    expect(await sendRaw(socket, frame)).toBe('closed');
    expect(await healthAnswers()).toBe(200);
    expect(bystander.connected).toBe(true);
  });

  it('whose binary attachment is larger than the bound is refused, unless it is a recording chunk, which only the recording host may send', async () => {
    const socket = await individualSocket();
    const large = Buffer.alloc(PAYLOAD_MAX_BYTES * 2);
    const refused = await socket
      .timeout(5000)
      .emitWithAck(COURTROOM_EVENTS.joinRoom, { roomId: 'Room1', name: large });
    expect(refused).toEqual({
      status: false,
      code: 'payloadTooLarge',
      message: MESSAGES.payloadTooLarge,
      field: 'name',
    });
    const chunk = await socket.timeout(5000).emitWithAck(COURTROOM_EVENTS.videoChunk, {
      sessionId: 1,
      seq: 0,
      chunk: large,
      isFirstChunk: true,
      isLastChunk: false,
    });
    expect(chunk).toMatchObject({ status: false });
    expect(chunk).not.toMatchObject({ message: MESSAGES.payloadTooLarge });
    expect(await healthAnswers()).toBe(200);
  });

  it('without a payload, or with arguments after it, is still answered in its ack', async () => {
    const socket = await individualSocket();
    expect(await sendRaw(socket, `["${COURTROOM_EVENTS.leaveRoom}"]`)).toHaveProperty('status');
    expect(
      await sendRaw(socket, `["${COURTROOM_EVENTS.leaveRoom}",{"roomId":"Room1"},"x",[1]]`),
    ).toHaveProperty('status');
  });

  it('that is no valid packet closes that connection only, and the server lives', async () => {
    const socket = await individualSocket();
    const bystander = await individualSocket();
    expect(await sendRaw(socket, `["${COURTROOM_EVENTS.joinRoom}",{"roomId":`)).toBe('closed');
    expect(await healthAnswers()).toBe(200);
    expect(bystander.connected).toBe(true);
  });

  it('a hundred deep frames at once leave the health check answering', async () => {
    const socket = await individualSocket();
    const frame = `["${COURTROOM_EVENTS.joinRoom}",${nested(8000)}]`;
    const answers = await Promise.all(Array.from({ length: 100 }, () => sendRaw(socket, frame)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify({ status: false, code: 'payloadTooDeep', message: MESSAGES.payloadTooDeep })]),
    );
    expect(await healthAnswers()).toBe(200);
  });
});
