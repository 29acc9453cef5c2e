import { COURTROOM_EVENTS, MESSAGES, roomOnlySchema, apiFailure } from '@nyaya/shared';
import { done } from './ack.ts';
import { checked, nameOf, type EventHandler } from './context.ts';
import { groupOf } from './groups.ts';
import { roomExists } from './hearings.ts';
import { publicStreamStateOf } from '../room-state/index.ts';

/**
 * A signed-in viewer of the room's public stream counts until they unwatch or disconnect; the ack and every
 * later `stream-state` tell them whether the courtroom is on air.
 */
const watchRoom = checked(roomOnlySchema, async (deps, socket, { roomId }) => {
  if (!(await roomExists(deps.db, roomId))) return apiFailure(MESSAGES.courtroomRoomUnknown, 'roomId');
  const viewer = { socketId: socket.id, userId: socket.data.auth.user.id, name: nameOf(socket) };
  await deps.store.watch(roomId, viewer);
  await socket.join(groupOf(roomId, 'viewers'));
  deps.viewerUpdates.changed(roomId);
  return done(publicStreamStateOf(roomId, await deps.store.meta(roomId)));
});

const unwatchRoom = checked(roomOnlySchema, async (deps, socket, { roomId }) => {
  await socket.leave(groupOf(roomId, 'viewers'));
  if (await deps.store.unwatch(roomId, socket.id)) deps.viewerUpdates.changed(roomId);
  return done(null);
});

export const viewerHandlers = {
  [COURTROOM_EVENTS.watchRoom]: watchRoom,
  [COURTROOM_EVENTS.unwatchRoom]: unwatchRoom,
} satisfies Record<string, EventHandler>;
