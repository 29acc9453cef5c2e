import { z } from 'zod';
import { MESSAGE_CODES } from '../messages.ts';

/** GET getDayList: one day (default the court's today); a Controller names the room, others get their own. */
export const causeListDayQuery = z.object({
  date: z.iso.date({ error: MESSAGE_CODES.dateInvalid }).optional(),
  roomId: z.string().trim().min(1).optional(),
});

/** PUT partiesInformed/:hearingId: mark (or unmark) that the parties were told the hearing will be streamed. */
export const partiesInformedSchema = z.object({
  informed: z.boolean({ error: MESSAGE_CODES.invalidRequest }),
});

/** `/recordings/:sessionId/retry`: the Controller's Retry of a recording that could not be finalised. */
export const recordingSessionParams = z.object({
  sessionId: z.uuid({ error: MESSAGE_CODES.recordingSessionIdInvalid }),
});
