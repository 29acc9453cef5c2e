import {
  COURTROOM_EVENTS,
  MESSAGES,
  roomOnlySchema,
  setHearingSchema,
  setStreamingSchema,
} from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { pauseReasons } from '../../db/schema/index.ts';
import { done, refuse } from './ack.ts';
import { hostRefusal } from './access.ts';
import { checked, roomChanged, type EventHandler } from './context.ts';
import { groupOf } from './groups.ts';
import { closeHearingSession, openHearingSession, todaysListingById } from './hearings.ts';
import { tellAdvocatesOfCall } from './matter-called.ts';

/**
 * The hearing in progress: its session opens (Live in case search) and its advocates are told; null between
 * hearings stops the stream.
 */
const setHearing = checked(setHearingSchema, async (deps, socket, { roomId, hearingId }) => {
  const refusal = await hostRefusal(deps, socket, roomId);
  if (refusal) return refusal;
  const previous = (await deps.store.meta(roomId)).hearing;
  if (hearingId === null) {
    if (previous) await closeHearingSession(deps.db, previous.hearingSessionId);
    await deps.store.setMeta(roomId, { hearing: null, streaming: false });
    return done(await roomChanged(deps, roomId));
  }
  const listing = await todaysListingById(deps.db, roomId, hearingId);
  if (!listing) return refuse(MESSAGES.hearingNotFound, 'hearingId');
  const startedBy = socket.data.auth.user.id;
  const hearing = await openHearingSession(deps.db, listing, previous?.hearingSessionId ?? null, startedBy);
  await deps.store.setMeta(roomId, { hearing });
  const snapshot = await roomChanged(deps, roomId);
  await tellAdvocatesOfCall(deps, roomId, listing);
  return done(snapshot);
});

/** Start Streaming needs a hearing; Stop Streaming keeps the chosen pause reason until it starts again. */
const setStreaming = checked(setStreamingSchema, async (deps, socket, change) => {
  const { roomId } = change;
  const refusal = await hostRefusal(deps, socket, roomId);
  if (refusal) return refusal;
  if (change.streaming) {
    if (!(await deps.store.meta(roomId)).hearing) return refuse(MESSAGES.courtroomNoHearing);
    await deps.store.setMeta(roomId, { streaming: true, pause: null });
    return done(await roomChanged(deps, roomId));
  }
  const [reason] = await deps.db.select().from(pauseReasons).where(eq(pauseReasons.id, change.reasonId));
  if (!reason) return refuse(MESSAGES.pauseReasonUnknown, 'reasonId');
  const pause = { reasonId: reason.id, reason: reason.reason, message: reason.message };
  await deps.store.setMeta(roomId, { streaming: false, pause });
  return done(await roomChanged(deps, roomId));
});

/** Ends the meeting for everyone in the room, closes the hearing's session and forgets the room's state. */
const endMeeting = checked(roomOnlySchema, async (deps, socket, { roomId }) => {
  const refusal = await hostRefusal(deps, socket, roomId);
  if (refusal) return refusal;
  const { hearing } = await deps.store.meta(roomId);
  if (hearing) await closeHearingSession(deps.db, hearing.hearingSessionId);
  const everyone = [groupOf(roomId, 'meeting'), groupOf(roomId, 'waiting'), groupOf(roomId, 'hosts')];
  deps.io.to(everyone).emit(COURTROOM_EVENTS.endMeeting, { roomId });
  deps.io.in(everyone).socketsLeave(everyone);
  await deps.store.clear(roomId);
  // The viewers still watching now see the slate; the live pipeline goes off air.
  await roomChanged(deps, roomId);
  return done(null);
});

export const hostControlHandlers = {
  [COURTROOM_EVENTS.setHearing]: setHearing,
  [COURTROOM_EVENTS.setStreaming]: setStreaming,
  [COURTROOM_EVENTS.endMeeting]: endMeeting,
} satisfies Record<string, EventHandler>;
