import { COURTROOM_EVENTS, type CourtroomSnapshot } from '@nyaya/shared';
import type { IoServer } from '../../realtime/events.ts';
import type { ControlRoomFeed } from '../control-room/index.ts';
import { snapshotOf, type RoomAnnouncer, type RoomChange } from './context.ts';
import { type CourtroomStore, publicStreamStateOf } from '../room-state/index.ts';
import { groupOf } from './groups.ts';

/**
 * Tells everyone concerned of a change of a room: its hosts get the whole snapshot (and the waiting list when it
 * changed), its viewers what the public stream shows when that may have changed (telling each of them every time
 * someone joins costs the square of their number), the Controllers the room's card soon.
 *
 * A room's snapshots are read side by side but sent in the order they were asked for, so the last one sent is the
 * last one read. Reading one from Redis takes several round trips, and two reads may end in either order: sent as
 * each ended, a relay's "connecting" reached the Judge after its "live" under load and stayed on their page (the
 * broadcast suite on PostgreSQL and Redis, at a load of 18 on 2 cores). Reading them one after another instead
 * held up every change behind the reads before it.
 */
export function createRoomAnnouncer({
  io,
  store,
  controlRoom,
}: {
  io: IoServer;
  store: CourtroomStore;
  controlRoom: Pick<ControlRoomFeed, 'roomActivityChanged'>;
}): RoomAnnouncer {
  const sending = new Map<string, Promise<void>>();

  function send(roomId: string, change: RoomChange, snapshot: CourtroomSnapshot) {
    const hosts = io.to(groupOf(roomId, 'hosts'));
    hosts.emit(COURTROOM_EVENTS.courtroomState, snapshot);
    if (change === 'lobby') hosts.emit(COURTROOM_EVENTS.advocateWaiting, snapshot.waiting);
    if (change === 'state') {
      io.to(groupOf(roomId, 'viewers')).emit(
        COURTROOM_EVENTS.streamState,
        publicStreamStateOf(roomId, snapshot),
      );
    }
    controlRoom.roomActivityChanged(roomId);
  }

  return async (roomId, change = 'state') => {
    const reading = snapshotOf(store, roomId);
    const sentBefore = sending.get(roomId) ?? Promise.resolve();
    const sent = Promise.all([reading, sentBefore]).then(([snapshot]) => send(roomId, change, snapshot));
    const settled = sent.catch(() => undefined);
    sending.set(roomId, settled);
    void settled.then(() => {
      if (sending.get(roomId) === settled) sending.delete(roomId);
    });
    await sent;
    return reading;
  };
}
