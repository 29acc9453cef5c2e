import { COURTROOM_EVENTS, type CourtroomSnapshot } from '@nyaya/shared';
import type { IoServer } from '../../realtime/events.ts';
import type { ControlRoomFeed } from '../control-room/feed.ts';
import { snapshotOf, type RoomAnnouncer, type RoomChange } from './context.ts';
import type { CourtroomStore } from './courtroom-store.ts';
import { groupOf } from './groups.ts';
import { publicStreamStateOf } from './on-air.ts';

/**
 * Tells everyone concerned of a change of a room: its hosts get the whole snapshot (and the waiting list when it
 * changed), its viewers what the public stream shows when that may have changed (telling each of them every time
 * someone joins costs the square of their number), the Controllers the room's card soon.
 *
 * A room's announcements go out one after another, in the order of its changes. Reading a snapshot from Redis
 * takes several round trips, and two read side by side could end in either order: under load a relay's
 * "connecting", read before its "live", reached the Judge after it and stayed on their page (the broadcast suite
 * on PostgreSQL and Redis, at a load of 18 on 2 cores).
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
  const announcing = new Map<string, Promise<CourtroomSnapshot>>();

  async function announce(roomId: string, change: RoomChange): Promise<CourtroomSnapshot> {
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
  }

  return (roomId, change = 'state') => {
    const previous = announcing.get(roomId);
    const next = (previous ?? Promise.resolve()).catch(() => undefined).then(() => announce(roomId, change));
    announcing.set(roomId, next);
    const forget = () => {
      if (announcing.get(roomId) === next) announcing.delete(roomId);
    };
    next.then(forget, forget);
    return next;
  };
}
