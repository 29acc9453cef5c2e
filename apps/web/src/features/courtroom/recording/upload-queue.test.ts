import { describe, expect, it } from 'vitest';
import { UploadQueue, type ChunkPayload } from './upload-queue';

/** A stand-in server: records what it was sent and lets the test ack or fail each send. */
function fakeServer() {
  const sent: { payload: ChunkPayload; ack: () => void; fail: () => void }[] = [];
  const send = (payload: ChunkPayload) =>
    new Promise<void>((resolve, reject) =>
      sent.push({ payload, ack: resolve, fail: () => reject(new Error('lost')) }),
    );
  return { sent, send };
}

const bytes = (value: number) => new Uint8Array([value]);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('UploadQueue', () => {
  it('numbers chunks from the session’s next seq, the first one marked first', () => {
    const server = fakeServer();
    const queue = new UploadQueue(server.send);
    queue.begin({ sessionId: 's1', nextSeq: 0 });
    queue.push(bytes(1));
    queue.push(bytes(2));
    expect(server.sent.map(({ payload }) => [payload.sessionId, payload.seq, payload.isFirstChunk])).toEqual([
      ['s1', 0, true],
      ['s1', 1, false],
    ]);
  });

  it('keeps a chunk until its ack, and becomes idle when all are acked', async () => {
    const server = fakeServer();
    const queue = new UploadQueue(server.send);
    queue.begin({ sessionId: 's1', nextSeq: 0 });
    queue.push(bytes(1));
    queue.push(bytes(2));
    let idle = false;
    void queue.idle().then(() => (idle = true));
    server.sent[1]?.ack();
    await settle();
    expect(queue.unacked).toEqual([0]);
    expect(idle).toBe(false);
    server.sent[0]?.ack();
    await settle();
    expect(queue.unacked).toEqual([]);
    expect(idle).toBe(true);
  });

  it('resends only the chunks whose send failed, with the same seq and bytes', async () => {
    const server = fakeServer();
    const queue = new UploadQueue(server.send);
    queue.begin({ sessionId: 's1', nextSeq: 0 });
    queue.push(bytes(1));
    queue.push(bytes(2));
    queue.push(bytes(3));
    server.sent[0]?.fail();
    server.sent[1]?.ack();
    await settle();
    queue.resendUnacked();
    expect(server.sent.slice(3).map(({ payload }) => [payload.seq, payload.chunk[0]])).toEqual([[0, 1]]);
  });

  it('resumes a session after a reconnect: unacked chunks go to the answered session, numbering goes on', async () => {
    const server = fakeServer();
    const queue = new UploadQueue(server.send);
    queue.begin({ sessionId: 's1', nextSeq: 0 });
    queue.push(bytes(1));
    queue.push(bytes(2));
    server.sent[0]?.ack();
    server.sent[1]?.fail();
    await settle();
    queue.begin({ sessionId: 's1', nextSeq: 1 });
    queue.resendUnacked();
    queue.push(bytes(3));
    expect(server.sent.slice(2).map(({ payload }) => payload.seq)).toEqual([1, 2]);
  });

  it('goes on from the server’s next seq when it resumes a session stored further than this client knows', () => {
    const server = fakeServer();
    const queue = new UploadQueue(server.send);
    queue.begin({ sessionId: 's2', nextSeq: 7 });
    expect(queue.push(bytes(1))).toBe(7);
    expect(server.sent[0]?.payload.isFirstChunk).toBe(false);
  });

  it('tells how long the oldest chunk has waited for its ack once that is the alarm time, resent or not', async () => {
    const server = fakeServer();
    const queue = new UploadQueue(server.send);
    queue.begin({ sessionId: 's1', nextSeq: 0 });
    const pushedAt = new Date('2026-01-01T10:00:00Z');
    queue.push(bytes(1), false, pushedAt);
    queue.push(bytes(2), false, new Date(pushedAt.getTime() + 2000));
    const at = (ms: number) => pushedAt.getTime() + ms;
    expect(queue.overdueMs(at(5999), 6000)).toBeNull();
    server.sent[0]?.fail();
    await settle();
    queue.resendUnacked();
    expect(queue.overdueMs(at(6000), 6000)).toBe(6000);
    server.sent[2]?.ack();
    await settle();
    // The next chunk waits from its own push: the acks flow again.
    expect(queue.overdueMs(at(7000), 6000)).toBeNull();
    expect(queue.overdueMs(at(8000), 6000)).toBe(6000);
    server.sent[1]?.ack();
    await settle();
    expect(queue.overdueMs(at(60_000), 6000)).toBeNull();
  });

  it('closes the stream with an empty last chunk', () => {
    const server = fakeServer();
    const queue = new UploadQueue(server.send);
    queue.begin({ sessionId: 's1', nextSeq: 3 });
    queue.push(new Uint8Array(), true);
    expect(server.sent[0]?.payload).toMatchObject({ seq: 3, isLastChunk: true, chunk: new Uint8Array() });
  });
});
