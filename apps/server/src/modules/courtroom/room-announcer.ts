import { COURTROOM_EVENTS } from '@nyaya/shared';
import type { IoServer } from '../../realtime/events.ts';
import type { ControlRoomFeed } from '../control-room/feed.ts';
import { snapshotOf, type RoomAnnouncer } from './context.ts';
import type { CourtroomStore } from './courtroom-store.ts';
import { groupOf } from './groups.ts';
import { publicStreamStateOf } from './on-air.ts';

/**
 * Tells everyone concerned of a change of a room: its hosts get the whole snapshot (and the waiting list when it
 * changed), its viewers what the public stream shows when that may have changed (telling each of them every time
 * someone joins costs the square of their number), the Controllers the room's card soon.
 */
export function createRoomAnnouncer({
  io,
  store,
  controlRoom,
}: {
  io: IoServer;
  store: CourtroomStore;
  controlRoom: ControlRoomFeed;
}): RoomAnnouncer {
  return async (roomId, change = 'state') => {
    const snapshot = await snapshotOf(store, roomId);
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
    return snapshot;
  };
}
