import { COURTROOM_EVENTS, type CourtroomSnapshot, type RelayState } from '@nyaya/shared';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createCourtroomStore } from '../room-state/courtroom-store.ts';
import { groupOf } from './groups.ts';
import type { HashStore } from '../room-state/hash-store.ts';
import { createMemoryHashStore } from '../room-state/memory-store.ts';
import { createRoomAnnouncer } from './room-announcer.ts';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/**
 * The room's hashes in memory, but a snapshot's read of the room's meta comes back late the first time (what it
 * read stays what it read): as a read of Redis does when other round trips are ahead of it on a busy server.
 */
function hashesWithASlowFirstRead(): HashStore {
  const hashes = createMemoryHashStore();
  let slowed = false;
  return {
    ...hashes,
    getAll: async (key) => {
      const fields = await hashes.getAll(key);
      if (key.endsWith(':meta') && !slowed) {
        slowed = true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return fields;
    },
  };
}

/** A Socket.IO server whose one client is among Room1's hosts; resolves with the snapshots the client hears. */
async function hostListening() {
  const http = createServer();
  const io = new Server(http);
  io.on('connection', (socket) => {
    void socket.join(groupOf('Room1', 'hosts'));
    socket.on('joined?', (answer: () => void) => answer());
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
  closers.push(() => new Promise<void>((resolve) => io.close(() => resolve())));
  closers.push(() => void client.close());
  const heard: CourtroomSnapshot[] = [];
  client.on(COURTROOM_EVENTS.courtroomState, (snapshot: CourtroomSnapshot) => heard.push(snapshot));
  // Answered once the server's connection handler has run, which joined the hosts.
  await client.emitWithAck('joined?');
  return { io, heard };
}

const relayOfYouTube = (status: 'connecting' | 'live'): RelayState[] => [
  { platform: 'youtube', status, since: new Date().toISOString() },
];

describe("a room's announcements", () => {
  it('reach its hosts in the order of its changes, the last one as the room is now', async () => {
    const { io, heard } = await hostListening();
    const store = createCourtroomStore(hashesWithASlowFirstRead(), 'announcer-test');
    const controlRoom = { roomActivityChanged: () => undefined };
    const announce = createRoomAnnouncer({ io, store, controlRoom });

    await store.setMeta('Room1', { relay: relayOfYouTube('connecting') });
    const first = announce('Room1');
    await store.setMeta('Room1', { relay: relayOfYouTube('live') });
    const second = announce('Room1');
    await Promise.all([first, second]);

    // Each snapshot is the room as it was when read: never one older than the one before it.
    await expect.poll(() => heard.length).toBe(2);
    const statuses = heard.map((snapshot) => snapshot.relay[0]?.status);
    expect(statuses.at(-1)).toBe('live');
    expect(new Set(statuses.slice(statuses.indexOf('live')))).toEqual(new Set(['live']));
    expect((await second).relay[0]?.status).toBe('live');
  });
});
