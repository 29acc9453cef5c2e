import { z } from 'zod';
import { MASTER_VALUE_MAX_LENGTH } from '../constants.ts';
import { MEETING_LINK_MAX_LENGTH } from '../external-meetings.ts';
import { MESSAGES } from '../messages.ts';
import { requiredText } from './fields.ts';

const meetingDate = z.iso.date({ error: MESSAGES.dateInvalid });

/** PUT /externalMeetings/rooms/:roomNo/:date: the link, an https address (no other scheme reaches a browser). */
export const externalMeetingSchema = z.object({
  url: requiredText(MESSAGES.meetingLinkRequired)
    .max(MEETING_LINK_MAX_LENGTH, { error: MESSAGES.meetingLinkInvalid })
    .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: MESSAGES.meetingLinkInvalid })),
});
export type ExternalMeetingInput = z.infer<typeof externalMeetingSchema>;

/** A streaming room (Room1…) on a date, as a path names it. */
export const externalMeetingParams = z.object({
  roomNo: requiredText(MESSAGES.roomNoSelect).max(MASTER_VALUE_MAX_LENGTH, {
    error: MESSAGES.courtroomRoomUnknown,
  }),
  date: meetingDate,
});

/** GET /externalMeetings/rooms?date=: the court's today when left out. */
export const externalMeetingRoomsQuery = z.object({ date: meetingDate.optional() });
