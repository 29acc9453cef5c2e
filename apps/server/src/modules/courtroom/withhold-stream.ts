import { COURTROOM_EVENTS, MESSAGES, withholdStreamSchema, apiFailure } from '@nyaya/shared';
import { accessLog, recordingExclusions } from '../../core/db/schema/index.ts';
import { liveRoomDir } from '../../media/live/live-files.ts';
import { withheldWindow, withholdLive } from '../../media/live/withhold-live.ts';
import { openSessionOfRoom } from '../../media/recording/sessions.ts';
import { streamDelayOf } from '../stream-setup/index.ts';
import { done } from './ack.ts';
import { hostRefusal } from './access.ts';
import { checked, nameOf, type EventHandler } from './context.ts';
import { isOnAir } from '../room-state/index.ts';

const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/**
 * "Withhold the last N minutes" (issue 19.6): the delay exists so that something said in error can be kept from
 * the public. What the delay still holds back of those minutes is never published, on /stream or the relays;
 * the court's recording keeps it, and leaves it out of the public's copy when the host asks.
 */
const withholdStream = checked(
  withholdStreamSchema,
  async (deps, socket, { roomId, minutes, excludeFromRecording }) => {
    const refusal = await hostRefusal(deps, socket, roomId);
    if (refusal) return refusal;
    if (!isOnAir(await deps.store.meta(roomId))) return apiFailure(MESSAGES.withholdNotOnAir, 'roomId');
    const delay = await streamDelayOf(deps.db, roomId, deps.defaultDelayMinutes);
    if (delay === 0) return apiFailure(MESSAGES.withholdNoDelay, 'minutes');
    if (minutes > delay) return apiFailure(MESSAGES.withholdBeyondDelay, 'minutes');

    const window = withheldWindow(minutes, Date.now());
    await withholdLive(liveRoomDir(deps.mediaDir, roomId), window, (error) =>
      deps.log.error({ err: error, roomId }, 'withholding: deleting the last withheld segments failed'),
    );
    const { user } = socket.data.auth;
    const session = excludeFromRecording ? await openSessionOfRoom(deps.db, roomId) : undefined;
    if (session) {
      await deps.db.insert(recordingExclusions).values({
        sessionId: session.id,
        fromAt: new Date(window.from),
        toAt: new Date(window.to),
        createdBy: user.id,
      });
    }
    // The court's record of who kept what from the public.
    const span = `${new Date(window.from).toISOString()} to ${new Date(window.to).toISOString()}`;
    const recordingNote = session
      ? `; left out of the public copy of recording session ${session.id}`
      : excludeFromRecording
        ? '; no recording was open to leave it out of'
        : '; the public copy of the recording keeps it';
    await deps.db.insert(accessLog).values({
      event: 'stream_withheld',
      userId: user.id,
      role: user.role,
      userIdentifier: nameOf(socket),
      target: roomId,
      detail: `Last ${minutesText(minutes)} withheld from the public stream (${span})${recordingNote}`,
    });
    return done(window);
  },
);

export const withholdStreamHandlers = {
  [COURTROOM_EVENTS.withholdStream]: withholdStream,
} satisfies Record<string, EventHandler>;
