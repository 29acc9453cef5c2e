import {
  COURTROOM_EVENTS,
  MESSAGES,
  admitAdvocateSchema,
  advocateAcceptSchema,
  allowAdvocateSchema,
  can,
  joinRoomSchema,
  roomOnlySchema,
  type WaitingAdvocate,
  apiFailure,
} from '@nyaya/shared';
import type { z } from 'zod';
import type { IoSocket } from '../../realtime/events.ts';
import { userRoom } from '../../realtime/socket-server.ts';
import { namesEnrollment } from '../cause-list/index.ts';
import { isStoodInFor } from '../hosts/index.ts';
import { findUserRecord } from '../../core/user-records.ts';
import { done } from './ack.ts';
import { hostRefusal } from './access.ts';
import { checked, roomChanged, snapshotOf, type CourtroomDeps, type EventHandler } from './context.ts';
import { groupOf } from './groups.ts';
import { ownRoomOf, roomExists, todaysListingByCnr, todaysListingById } from './hearings.ts';

type JoinRoom = z.output<typeof joinRoomSchema>;

/** The Judge opens the room they sit in today, their own or one they stand in for (roomId may be left out). */
async function openAsHost(deps: CourtroomDeps, socket: IoSocket, payload: JoinRoom) {
  const judgeId = socket.data.auth.user.id;
  const own = await ownRoomOf(deps.db, judgeId);
  if (own === undefined) {
    return apiFailure(
      (await isStoodInFor(deps.db, judgeId)) ? MESSAGES.courtroomStoodIn : MESSAGES.courtroomIdRoom,
    );
  }
  const roomId = payload.roomId ?? own;
  if (roomId !== own) return apiFailure(MESSAGES.courtroomIdtYours, 'roomId');
  await deps.store.setMeta(roomId, { hostUserId: judgeId, hostSince: Date.now() });
  await socket.join(groupOf(roomId, 'hosts'));
  return done(await roomChanged(deps, roomId, 'lobby'));
}

/** A Controller monitors a room: they get what its host gets. */
async function monitor(deps: CourtroomDeps, socket: IoSocket, { roomId }: JoinRoom) {
  if (roomId === undefined) return apiFailure(MESSAGES.courtroomRoomRequired, 'roomId');
  if (!(await roomExists(deps.db, roomId))) return apiFailure(MESSAGES.courtroomRoomUnknown, 'roomId');
  await socket.join(groupOf(roomId, 'hosts'));
  return done(await snapshotOf(deps.store, roomId));
}

type Listing = NonNullable<Awaited<ReturnType<typeof todaysListingByCnr>>>;

/** The cause list names the advocate's enrollment (in any case), or the host allowed it for this hearing. */
async function mayWaitFor(deps: CourtroomDeps, roomId: string, listing: Listing, enrollmentNumber: string) {
  return (
    namesEnrollment(listing, enrollmentNumber) ||
    deps.store.isAllowed(roomId, listing.hearingId, enrollmentNumber)
  );
}

/**
 * An advocate whose enrollment the control room verified waits for a case of theirs on the room's list today;
 * waiting again keeps their place.
 */
async function startWaiting(deps: CourtroomDeps, socket: IoSocket, { roomId, cnr }: JoinRoom) {
  if (roomId === undefined) return apiFailure(MESSAGES.courtroomRoomRequired, 'roomId');
  if (cnr === undefined) return apiFailure(MESSAGES.cnrLength, 'cnr');
  // Read afresh, not from the socket's sign-in: a verification since this socket connected counts at once.
  const user = await findUserRecord(deps.db, socket.data.auth.user.id);
  if (!user?.advocateVerifiedAt || user.enrollmentNumber === null) {
    return apiFailure(MESSAGES.advocateAwaitingVerification);
  }
  if (!(await roomExists(deps.db, roomId))) return apiFailure(MESSAGES.courtroomRoomUnknown, 'roomId');
  const listing = await todaysListingByCnr(deps.db, roomId, cnr);
  if (!listing) return apiFailure(MESSAGES.courtroomIdtListedToday, 'cnr');
  if (!(await mayWaitFor(deps, roomId, listing, user.enrollmentNumber))) {
    return apiFailure(MESSAGES.courtroomIdtYourCase, 'cnr');
  }
  const [earlier, meta] = await Promise.all([deps.store.waitingOf(roomId, user.id), deps.store.meta(roomId)]);
  const sameCase = earlier?.hearingId === listing.hearingId ? earlier : undefined;
  const advocate: WaitingAdvocate = {
    userId: user.id,
    roomId,
    hearingId: listing.hearingId,
    caseNumber: listing.caseNumber,
    cnr: listing.cnr,
    petitioner: listing.petitioner,
    defendant: listing.respondent,
    name: `${user.firstName} ${user.lastName}`,
    enrollmentNumber: user.enrollmentNumber,
    mobile: `+${user.dialCode} ${user.mobile}`,
    host: meta.hostUserId,
    admitted: sameCase?.admitted ?? false,
    since: sameCase?.since ?? new Date().toISOString(),
  };
  await deps.store.wait(roomId, advocate);
  await socket.join(groupOf(roomId, 'waiting'));
  await roomChanged(deps, roomId, 'lobby');
  return done(advocate);
}

const joinRoom = checked(joinRoomSchema, async (deps, socket, payload) => {
  const { role } = socket.data.auth.user;
  if (can(role, 'courtroom:host')) return openAsHost(deps, socket, payload);
  if (can(role, 'courtroom:moderate')) return monitor(deps, socket, payload);
  if (can(role, 'liveSessions:join')) return startWaiting(deps, socket, payload);
  return apiFailure(MESSAGES.forbidden);
});

/** The host lets an advocate the cause list does not name (a proxy counsel) wait for a hearing of the room. */
const allowAdvocate = checked(
  allowAdvocateSchema,
  async (deps, socket, { roomId, hearingId, enrollmentNumber }) => {
    const refusal = await hostRefusal(deps, socket, roomId);
    if (refusal) return refusal;
    if (!(await todaysListingById(deps.db, roomId, hearingId)))
      return apiFailure(MESSAGES.hearingNotFound, 'hearingId');
    await deps.store.allowAdvocate(roomId, hearingId, enrollmentNumber);
    return done(null);
  },
);

/**
 * An advocate stops waiting; a host stops following the room. The judge leaving the room they record: the
 * recording is closed once its last chunks are in, unless they are back by then.
 */
const leaveRoom = checked(roomOnlySchema, async (deps, socket, { roomId }) => {
  const userId = socket.data.auth.user.id;
  await Promise.all([socket.leave(groupOf(roomId, 'waiting')), socket.leave(groupOf(roomId, 'hosts'))]);
  if (await deps.store.withdraw(roomId, userId)) {
    await roomChanged(deps, roomId, 'lobby');
  }
  await deps.recordings.closeWhenLeft(roomId, userId);
  return done(null);
});

/**
 * The advocate is told before the hosts get the room's snapshot: that lists every viewer, and the advocate's wait
 * should not grow with the audience.
 */
const admit = checked(admitAdvocateSchema, async (deps, socket, { roomId, userId }) => {
  const refusal = await hostRefusal(deps, socket, roomId);
  if (refusal) return refusal;
  const [waiting, meta] = await Promise.all([deps.store.waitingOf(roomId, userId), deps.store.meta(roomId)]);
  if (!waiting) return apiFailure(MESSAGES.courtroomIdtWaiting, 'userId');
  const admitted = { ...waiting, admitted: true };
  await deps.store.wait(roomId, admitted);
  const told = { ...admitted, host: meta.hostUserId };
  deps.io.to(userRoom(userId)).emit(COURTROOM_EVENTS.admitToAdvocate, told);
  await roomChanged(deps, roomId, 'lobby');
  return done(told);
});

/** The admitted advocate accepts: off the waiting list, into the meeting when they join it. */
const accept = checked(advocateAcceptSchema, async (deps, socket, { roomId }) => {
  const { user } = socket.data.auth;
  const waiting = await deps.store.waitingOf(roomId, user.id);
  if (!waiting?.admitted) return apiFailure(MESSAGES.courtroomIdtAdmitted);
  await deps.store.accept(roomId, user.id);
  await deps.store.withdraw(roomId, user.id);
  await socket.leave(groupOf(roomId, 'waiting'));
  await roomChanged(deps, roomId, 'lobby');
  return done(null);
});

export const lobbyHandlers = {
  [COURTROOM_EVENTS.joinRoom]: joinRoom,
  [COURTROOM_EVENTS.leaveRoom]: leaveRoom,
  [COURTROOM_EVENTS.admitToAdvocate]: admit,
  [COURTROOM_EVENTS.advocateAccept]: accept,
  [COURTROOM_EVENTS.allowAdvocate]: allowAdvocate,
} satisfies Record<string, EventHandler>;

/**
 * After a waiting advocate's lobby lost its connection and the grace period passed: withdrawn unless a socket
 * of theirs (on any instance) waits in the room again.
 */
export async function withdrawUnlessBack(deps: CourtroomDeps, roomId: string, userId: string): Promise<void> {
  const waitingSockets = await deps.io.in(groupOf(roomId, 'waiting')).fetchSockets();
  if (waitingSockets.some((other) => other.data.auth.user.id === userId)) return;
  if (await deps.store.withdraw(roomId, userId)) await roomChanged(deps, roomId, 'lobby');
}
