import { MESSAGES, apiFailure, can, type ApiFailure } from '@nyaya/shared';
import type { IoSocket } from '../../realtime/events.ts';
import type { CourtroomDeps } from './context.ts';
import { ownRoomOf, roomExists } from './hearings.ts';

/**
 * Why this socket may not host or moderate the room, or null when it may: the room's own Judge, or a
 * Controller (any room that exists).
 */
export async function hostRefusal(
  deps: CourtroomDeps,
  socket: IoSocket,
  roomId: string,
  field = 'roomId',
): Promise<ApiFailure | null> {
  const { user } = socket.data.auth;
  if (can(user.role, 'courtroom:host')) {
    return (await ownRoomOf(deps.db, user.id)) === roomId
      ? null
      : apiFailure(MESSAGES.courtroomIdtYours, field);
  }
  if (can(user.role, 'courtroom:moderate')) {
    return (await roomExists(deps.db, roomId)) ? null : apiFailure(MESSAGES.courtroomRoomUnknown, field);
  }
  return apiFailure(MESSAGES.forbidden);
}
