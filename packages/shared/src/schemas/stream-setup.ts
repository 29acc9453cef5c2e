import { z } from 'zod';
import { STREAM_DELAY_MINUTES } from '../constants.ts';
import { MESSAGE_CODES, messageRefText, type MessageKey } from '../messages.ts';
import { requiredText } from './fields.ts';
import { databaseId } from './params.ts';

/** Live-stream delay in whole minutes, 0 to 10 (spec.md §5); a form sends text, an API client a number. */
export function delayMinutes(rangeMessages: { min: MessageKey; max: MessageKey }) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: MESSAGE_CODES.allFieldsRequired })
      .int({ error: MESSAGE_CODES.delayWholeMinutes })
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
    roomId: requiredText(MESSAGE_CODES.roomIdRequired),
    youtubeUrl: requiredText(MESSAGE_CODES.allFieldsRequired).refine(
      (url) => url.startsWith(youtubeRtmpPrefix),
      {
        error: messageRefText('youtubeUrlPrefix', { address: youtubeRtmpPrefix }),
      },
    ),
    youtubeKey: requiredText(MESSAGE_CODES.youtubeKeyRequired),
    facebookUrl: requiredText(MESSAGE_CODES.allFieldsRequired).pipe(
      z.url({ error: MESSAGE_CODES.facebookUrlInvalid }),
    ),
    facebookKey: requiredText(MESSAGE_CODES.facebookKeyRequired),
    liveStreamDelay: delayMinutes({ min: MESSAGE_CODES.delayAtLeastZero, max: MESSAGE_CODES.delayAtMostTen }),
  });
}
export type StreamSetupInput = z.infer<ReturnType<typeof streamSetupSchema>>;

/** The selected setups' ids; an empty, missing or malformed selection gets the spec's selection message. */
const streamIds = (message: MessageKey) =>
  z.array(databaseId(message), { error: message }).min(1, { error: message });

/** PUT updateAllStreamDelay: the new delay for the selected setups (spec.md §7: newDelay, newId). */
export const bulkDelaySchema = z.object({
  newDelay: delayMinutes({ min: MESSAGE_CODES.bulkDelayRange, max: MESSAGE_CODES.bulkDelayRange }),
  newId: streamIds(MESSAGE_CODES.selectStreamToDelay),
});

/** DELETE deletestream (spec.md §7: streamIds). */
export const deleteStreamsSchema = z.object({ streamIds: streamIds(MESSAGE_CODES.selectStreamToDelete) });

export const searchStreamByRoomSchema = z.object({ roomId: requiredText(MESSAGE_CODES.roomIdRequired) });
