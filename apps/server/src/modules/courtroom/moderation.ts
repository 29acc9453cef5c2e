import { MESSAGES, MODERATION_EVENTS, moderationSchema, apiFailure } from '@nyaya/shared';
import { done } from './ack.ts';
import { hostRefusal } from './access.ts';
import { checked, roomChanged, type EventHandler } from './context.ts';
import { groupOf } from './groups.ts';

type Moderation = (typeof MODERATION_EVENTS)[number];

/** The host sets one flag of a seated participant: kept per user, and told to everyone in the meeting. */
const moderate = ({ broadcast, flag }: Moderation) =>
  checked(moderationSchema, async (deps, socket, { roomId, userId, status }) => {
    const refusal = await hostRefusal(deps, socket, roomId);
    if (refusal) return refusal;
    if (!(await deps.store.seatOf(roomId, userId))) return apiFailure(MESSAGES.participantNotFound, 'userId');
    await deps.store.moderate(roomId, userId, flag, status);
    if (flag === 'isMuted') {
      await deps.sfu
        ?.enforceMute(roomId, userId)
        .catch((error: unknown) => deps.log.warn({ err: error }, 'courtroom: Janus did not take a mute'));
    }
    deps.io.to(groupOf(roomId, 'meeting')).emit(broadcast, { userId, status });
    await roomChanged(deps, roomId);
    return done(null);
  });

export const moderationHandlers = Object.fromEntries(
  MODERATION_EVENTS.map((moderation) => [moderation.request, moderate(moderation)]),
) as Record<Moderation['request'], EventHandler>;
