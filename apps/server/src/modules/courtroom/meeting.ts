import {
  COURTROOM_EVENTS,
  DEFAULT_MODERATION,
  MESSAGES,
  can,
  joinMeetingSchema,
  roomOnlySchema,
  type MeetingJoined,
  type MeetingTransport,
  apiFailure,
  type ApiFailure,
} from '@nyaya/shared';
import type { IoSocket } from '../../realtime/events.ts';
import { done } from './ack.ts';
import { hostRefusal } from './access.ts';
import {
  checked,
  nameOf,
  participantsOf,
  roomChanged,
  type CourtroomDeps,
  type EventHandler,
} from './context.ts';
import type { Seat } from '../room-state/index.ts';
import { groupOf, roomsIn } from './groups.ts';

/** Hosts (the room's Judge, a Controller) and advocates who accepted the judge's admission. */
async function meetingRefusal(
  deps: CourtroomDeps,
  socket: IoSocket,
  roomId: string,
): Promise<ApiFailure | null> {
  const { user } = socket.data.auth;
  if (!can(user.role, 'liveSessions:join')) return hostRefusal(deps, socket, roomId, 'meetingId');
  return (await deps.store.hasAccepted(roomId, user.id))
    ? null
    : apiFailure(MESSAGES.courtroomIdtAdmitted, 'meetingId');
}

/** Frees this socket's seat in a meeting and tells the others; a seat already taken over is left alone. */
export async function vacate(deps: CourtroomDeps, socket: IoSocket, roomId: string): Promise<void> {
  const userId = socket.data.auth.user.id;
  await socket.leave(groupOf(roomId, 'meeting'));
  if (!(await deps.store.unseat(roomId, userId, socket.id))) return;
  deps.io.to(groupOf(roomId, 'meeting')).emit(COURTROOM_EVENTS.userLeft, { socketId: socket.id, userId });
  await roomChanged(deps, roomId);
}

/** The user's earlier seat (another socket): the others see it leave, and that socket leaves the meeting. */
async function replaceSeat(deps: CourtroomDeps, roomId: string, earlier: Seat): Promise<void> {
  const meeting = groupOf(roomId, 'meeting');
  deps.io.to(meeting).emit(COURTROOM_EVENTS.userLeft, { socketId: earlier.socketId, userId: earlier.userId });
  deps.io.in(earlier.socketId).socketsLeave(meeting);
}

/**
 * The participant's media goes through Janus when it is reachable; else, and if Janus fails to seat them, through
 * the mesh (their page says so), until Janus is back and tells them to join again.
 */
async function seatMedia(deps: CourtroomDeps, socket: IoSocket, roomId: string, observer: boolean) {
  const { sfu } = deps;
  if (!sfu) return 'mesh';
  if (sfu.transport() === 'sfu') {
    try {
      await sfu.join(socket, roomId, observer);
      return 'sfu';
    } catch (error) {
      deps.log.warn({ err: error }, 'courtroom: the media server could not seat a participant');
    }
  }
  sfu.joinedByMesh(socket, roomId);
  return 'mesh';
}

const joinMeeting = checked(joinMeetingSchema, async (deps, socket, { meetingId: roomId, tiles }) => {
  const refusal = await meetingRefusal(deps, socket, roomId);
  if (refusal) return refusal;
  const { user } = socket.data.auth;
  for (const other of roomsIn(socket.rooms, 'meeting'))
    if (other !== roomId) await vacate(deps, socket, other);

  const earlier = await deps.store.seatOf(roomId, user.id);
  if (earlier && earlier.socketId !== socket.id) await replaceSeat(deps, roomId, earlier);
  const observer = !can(user.role, 'courtroom:host') && can(user.role, 'courtroom:moderate');
  const seat: Seat = {
    socketId: socket.id,
    userId: user.id,
    name: nameOf(socket),
    role: user.role,
    tiles,
    observer,
  };
  await deps.store.seat(roomId, seat);
  await socket.join(groupOf(roomId, 'meeting'));
  const transport: MeetingTransport = await seatMedia(deps, socket, roomId, observer);
  await roomChanged(deps, roomId);

  // Read last, with nothing awaited before the ack: whoever joined meanwhile is in it, or is told of after it.
  const everyone = await participantsOf(deps.store, roomId);
  const self = everyone.find((participant) => participant.userId === user.id) ?? {
    ...seat,
    ...DEFAULT_MODERATION,
  };
  socket.to(groupOf(roomId, 'meeting')).emit(COURTROOM_EVENTS.userJoined, self);
  const joined: MeetingJoined = {
    roomId,
    self,
    participants: everyone.filter((participant) => participant.userId !== user.id),
    iceServers: deps.iceServersFor(user.id),
    transport,
  };
  return done(joined);
});

const leaveMeeting = checked(roomOnlySchema, async (deps, socket, { roomId }) => {
  if (!socket.rooms.has(groupOf(roomId, 'meeting')))
    return apiFailure(MESSAGES.courtroomIdtInMeeting, 'roomId');
  await vacate(deps, socket, roomId);
  return done(null);
});

export const meetingHandlers = {
  [COURTROOM_EVENTS.joinMeeting]: joinMeeting,
  [COURTROOM_EVENTS.leaveMeeting]: leaveMeeting,
} satisfies Record<string, EventHandler>;
