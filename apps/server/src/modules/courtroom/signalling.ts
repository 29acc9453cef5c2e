import {
  COURTROOM_EVENTS,
  MESSAGES,
  answerSchema,
  iceCandidateSchema,
  offerSchema,
  apiFailure,
  type ApiFailure,
} from '@nyaya/shared';
import type { IoSocket } from '../../realtime/events.ts';
import { done } from './ack.ts';
import { checked, type CourtroomDeps, type EventHandler } from './context.ts';
import { roomsIn } from './groups.ts';

/** WebRTC signals go only to another participant of the sender's own meeting. */
async function targetRefusal(
  deps: CourtroomDeps,
  socket: IoSocket,
  targetId: string,
): Promise<ApiFailure | null> {
  const [roomId] = roomsIn(socket.rooms, 'meeting');
  if (roomId === undefined) return apiFailure(MESSAGES.courtroomIdtInMeeting);
  const seats = await deps.store.seats(roomId);
  const seated = targetId !== socket.id && seats.some((seat) => seat.socketId === targetId);
  return seated ? null : apiFailure(MESSAGES.participantNotFound, 'targetId');
}

const from = (socket: IoSocket) => ({ fromId: socket.id, userId: socket.data.auth.user.id });

const offer = checked(offerSchema, async (deps, socket, { targetId, sdp }) => {
  const refusal = await targetRefusal(deps, socket, targetId);
  if (refusal) return refusal;
  deps.io.to(targetId).emit(COURTROOM_EVENTS.offer, { ...from(socket), sdp });
  return done(null);
});

const answer = checked(answerSchema, async (deps, socket, { targetId, sdp }) => {
  const refusal = await targetRefusal(deps, socket, targetId);
  if (refusal) return refusal;
  deps.io.to(targetId).emit(COURTROOM_EVENTS.answer, { ...from(socket), sdp });
  return done(null);
});

const iceCandidate = checked(iceCandidateSchema, async (deps, socket, { targetId, candidate }) => {
  const refusal = await targetRefusal(deps, socket, targetId);
  if (refusal) return refusal;
  deps.io.to(targetId).emit(COURTROOM_EVENTS.iceCandidate, { ...from(socket), candidate });
  return done(null);
});

export const signallingHandlers = {
  [COURTROOM_EVENTS.offer]: offer,
  [COURTROOM_EVENTS.answer]: answer,
  [COURTROOM_EVENTS.iceCandidate]: iceCandidate,
} satisfies Record<string, EventHandler>;
