import { z } from 'zod';
import { STREAM_DELAY_MINUTES } from '../constants.ts';
import { MESSAGES, fillMessage } from '../messages.ts';
import { requiredText } from './fields.ts';
import { databaseId } from './params.ts';

/** Live-stream delay in whole minutes, 0 to 10 (spec.md §5); a form sends text, an API client a number. */
export function delayMinutes(rangeMessages: { min: string; max: string }) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: MESSAGES.allFieldsRequired })
      .int({ error: MESSAGES.delayWholeMinutes })
      .min(STREAM_DELAY_MINUTES.min, { error: rangeMessages.min })
      .max(STREAM_DELAY_MINUTES.max, { error: rangeMessages.max }),
  );
}

/**
 * The Stream Setup modal (spec.md §3 and §5). The YouTube URL must start with the configured RTMP prefix, so the
 * schema is made for that prefix (the server's config; the client reads it from the stream-setup config call).
 * Unlike the original, a delay of 0 is a valid value, not an empty field.
 */
export function streamSetupSchema(youtubeRtmpPrefix: string) {
  return z.object({
    roomId: requiredText(MESSAGES.roomIdRequired),
    youtubeUrl: requiredText(MESSAGES.allFieldsRequired).refine((url) => url.startsWith(youtubeRtmpPrefix), {
      error: fillMessage(MESSAGES.youtubeUrlPrefix, { address: youtubeRtmpPrefix }),
    }),
    youtubeKey: requiredText(MESSAGES.youtubeKeyRequired),
    facebookUrl: requiredText(MESSAGES.allFieldsRequired).pipe(z.url({ error: MESSAGES.facebookUrlInvalid })),
    facebookKey: requiredText(MESSAGES.facebookKeyRequired),
    liveStreamDelay: delayMinutes({ min: MESSAGES.delayAtLeastZero, max: MESSAGES.delayAtMostTen }),
  });
}
export type StreamSetupInput = z.infer<ReturnType<typeof streamSetupSchema>>;

/** The selected setups' ids; an empty, missing or malformed selection gets the spec's selection message. */
const streamIds = (message: string) =>
  z.array(databaseId(message), { error: message }).min(1, { error: message });

/** PUT updateAllStreamDelay: the new delay for the selected setups (spec.md §7: newDelay, newId). */
export const bulkDelaySchema = z.object({
  newDelay: delayMinutes({ min: MESSAGES.bulkDelayRange, max: MESSAGES.bulkDelayRange }),
  newId: streamIds(MESSAGES.selectStreamToDelay),
});

/** DELETE deletestream (spec.md §7: streamIds). */
export const deleteStreamsSchema = z.object({ streamIds: streamIds(MESSAGES.selectStreamToDelete) });

export const searchStreamByRoomSchema = z.object({ roomId: requiredText(MESSAGES.roomIdRequired) });
