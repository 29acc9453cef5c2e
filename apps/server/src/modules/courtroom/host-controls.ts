import {
  COURTROOM_EVENTS,
  MESSAGES,
  keptText,
  roomOnlySchema,
  setHearingSchema,
  setStreamingSchema,
  apiFailure,
} from '@nyaya/shared';
import { eq } from 'drizzle-orm';
import { pauseReasons } from '../../core/db/schema/index.ts';
import { openSessionOfRoom } from '../../media/recording/sessions.ts';
import { done } from './ack.ts';
import { hostRefusal } from './access.ts';
import { checked, roomChanged, type CourtroomDeps, type EventHandler } from './context.ts';
import { groupOf } from './groups.ts';
import { closeHearingSessionsOfRoom, openHearingSession, todaysListingById } from './hearings.ts';
import { tellAdvocatesOfCall } from './matter-called.ts';

/**
 * The room's recording belongs to the hearing it was started for: another hearing (or none) closes it, and its
 * MP4 is finalised in the background (a failure is retried by the server). The judge's page stops its recorder
 * before it changes the hearing, so no chunk of it is refused. The same hearing chosen again leaves the recording
 * going.
 */
async function closeRecordingUnlessOf(deps: CourtroomDeps, roomId: string, hearingId: number | null) {
  const open = await openSessionOfRoom(deps.db, roomId);
  if (!open || open.hearingId === hearingId) return;
  void (await deps.recordings.close(roomId, open.id))?.finalised;
}

/**
 * The hearing in progress: its session opens (Live in case search) and its advocates are told; null between
 * hearings stops the stream. A recording of the previous hearing is closed: a new hearing is a new recording.
 */
const setHearing = checked(setHearingSchema, async (deps, socket, { roomId, hearingId }) => {
  const arrivedAt = Date.now();
  const refusal = await hostRefusal(deps, socket, roomId);
  if (refusal) return refusal;
  await closeRecordingUnlessOf(deps, roomId, hearingId);
  if (hearingId === null) {
    await closeHearingSessionsOfRoom(deps.db, roomId);
    await deps.store.setMeta(roomId, { hearing: null, streaming: false });
    return done(await roomChanged(deps, roomId));
  }
  const listing = await todaysListingById(deps.db, roomId, hearingId);
  if (!listing) return apiFailure(MESSAGES.hearingNotFound, 'hearingId');
  const startedBy = socket.data.auth.user.id;
  const hearing = await openHearingSession(deps.db, listing, startedBy);
  // The public sees the new hearing from its start only, whatever the last chunk of the previous one holds.
  await deps.store.setMeta(roomId, { hearing, onAirSince: arrivedAt });
  const snapshot = await roomChanged(deps, roomId);
  await tellAdvocatesOfCall(deps, roomId, listing);
  return done(snapshot);
});

/**
 * Start Streaming needs a hearing; Stop Streaming keeps the chosen pause reason until it starts again. The room is
 * on air only for chunks that arrive after this request did: the judge's page sends the chunk that ends at the
 * click first, so what was recorded while paused never reaches the public.
 */
const setStreaming = checked(setStreamingSchema, async (deps, socket, change) => {
  const arrivedAt = Date.now();
  const { roomId } = change;
  const refusal = await hostRefusal(deps, socket, roomId);
  if (refusal) return refusal;
  if (change.streaming) {
    if (!(await deps.store.meta(roomId)).hearing) return apiFailure(MESSAGES.courtroomIdHearing);
    await deps.store.setMeta(roomId, { streaming: true, pause: null, onAirSince: arrivedAt });
    return done(await roomChanged(deps, roomId));
  }
  const [reason] = await deps.db.select().from(pauseReasons).where(eq(pauseReasons.id, change.reasonId));
  if (!reason) return apiFailure(MESSAGES.pauseReasonUnknown, 'reasonId');
  const pause = { reasonId: reason.id, reason: reason.reason, ...keptText(reason.message) };
  await deps.store.setMeta(roomId, { streaming: false, pause });
  return done(await roomChanged(deps, roomId));
});

/**
 * Ends the meeting for everyone in the room, closes the hearing's session and its recording, and forgets the
 * room's state.
 */
const endMeeting = checked(roomOnlySchema, async (deps, socket, { roomId }) => {
  const refusal = await hostRefusal(deps, socket, roomId);
  if (refusal) return refusal;
  await closeRecordingUnlessOf(deps, roomId, null);
  await closeHearingSessionsOfRoom(deps.db, roomId);
  const everyone = [groupOf(roomId, 'meeting'), groupOf(roomId, 'waiting'), groupOf(roomId, 'hosts')];
  deps.io.to(everyone).emit(COURTROOM_EVENTS.endMeeting, { roomId });
  deps.io.in(everyone).socketsLeave(everyone);
  // Everyone has left its group, which ended their Janus sessions: the room goes in the background.
  deps.sfu
    ?.endRoom(roomId)
    .catch((error: unknown) => deps.log.warn({ err: error }, 'courtroom: ending the Janus room failed'));
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
