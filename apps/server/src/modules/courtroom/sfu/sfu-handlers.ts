import {
  COURTROOM_EVENTS,
  MESSAGES,
  sfuCandidateSchema,
  sfuLayerSchema,
  sfuPublishSchema,
  apiFailure,
} from '@nyaya/shared';
import type { IoSocket } from '../../../realtime/events.ts';
import { done } from '../ack.ts';
import { checked, type CourtroomDeps, type EventHandler } from '../context.ts';

/** The socket's media in Janus for this room: only a participant this instance seated through the SFU has one. */
const participantOf = (deps: CourtroomDeps, socket: IoSocket, roomId: string) =>
  deps.sfu?.participantOf(socket.id, roomId);

const publish = checked(sfuPublishSchema, async (deps, socket, { roomId, sdp, streams }) => {
  const participant = participantOf(deps, socket, roomId);
  if (!participant) return apiFailure(MESSAGES.sfuNotJoined, 'roomId');
  // A Controller monitors: they receive everything and send nothing.
  if (participant.observer) return apiFailure(MESSAGES.courtroomIdtInMeeting, 'roomId');
  const { answer, published } = await participant.publish(sdp, streams);
  // Before the browser has the answer: a muted participant's sound is not forwarded even for a moment.
  const userId = socket.data.auth.user.id;
  await deps.store.setPublished(roomId, userId, published);
  await deps.sfu?.enforceMute(roomId, userId);
  return done(answer);
});

const candidate = checked(sfuCandidateSchema, async (deps, socket, { roomId, connection, candidate }) => {
  const participant = participantOf(deps, socket, roomId);
  if (!participant) return apiFailure(MESSAGES.sfuNotJoined, 'roomId');
  await participant.candidate(connection, candidate);
  return done(null);
});

const layer = checked(sfuLayerSchema, async (deps, socket, { roomId, mid, layer }) => {
  const participant = participantOf(deps, socket, roomId);
  if (!participant) return apiFailure(MESSAGES.sfuNotJoined, 'roomId');
  await participant.chooseLayer(mid, layer);
  return done(null);
});

export const sfuHandlers = {
  [COURTROOM_EVENTS.sfuPublish]: publish,
  [COURTROOM_EVENTS.sfuCandidate]: candidate,
  [COURTROOM_EVENTS.sfuLayer]: layer,
} satisfies Record<string, EventHandler>;
