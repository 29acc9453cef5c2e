import { z } from 'zod';
import { MASTER_VALUE_MAX_LENGTH } from '../constants.ts';
import { courtDate } from '../court-dates.ts';
import { MEETING_LINK_MAX_LENGTH } from '../external-meetings.ts';
import { MESSAGE_CODES, type MessageKey } from '../messages.ts';
import { requiredText } from './fields.ts';

const meetingDate = z.iso.date({ error: MESSAGE_CODES.dateInvalid });

/** The parts of a WHATWG URL read here; browsers and Node both have the class, this package's lib (ES2023) not. */
type ParsedUrl = Record<'href' | 'protocol' | 'username' | 'password' | 'hostname' | 'port', string>;
const { URL: UrlParser } = globalThis as unknown as { URL: new (text: string) => ParsedUrl };

function parsedUrl(text: string): ParsedUrl | undefined {
  try {
    return new UrlParser(text);
  } catch {
    return undefined;
  }
}

/**
 * Why a link is refused, or none. It is read as the browser will read it (the WHATWG URL parser): a backslash is
 * a slash there, and a name before @ is a user name, so `https://evil.example\@meet.example.in/` and
 * `https://meet.example.in@evil.example/` both lead to evil.example whatever they seem to name.
 */
function meetingLinkProblem(text: string, url: ParsedUrl | undefined): MessageKey | undefined {
  if (text.includes('\\')) return MESSAGE_CODES.meetingLinkBackslash;
  if (!url || url.protocol !== 'https:' || !z.regexes.domain.test(url.hostname))
    return MESSAGE_CODES.meetingLinkInvalid;
  if (url.username || url.password) return MESSAGE_CODES.meetingLinkCredentials;
  // The parser drops https's own port, 443, so any port left is another one.
  if (url.port) return MESSAGE_CODES.meetingLinkPort;
  if (url.href.length > MEETING_LINK_MAX_LENGTH) return MESSAGE_CODES.meetingLinkInvalid;
  return undefined;
}

/**
 * PUT /externalMeetings/rooms/:roomId/:date: the link, an https address on the standard port with no user name,
 * kept as the parser writes it out (what a browser following it will go to).
 */
export const externalMeetingSchema = z.object({
  url: requiredText(MESSAGE_CODES.meetingLinkRequired)
    .max(MEETING_LINK_MAX_LENGTH, { error: MESSAGE_CODES.meetingLinkInvalid })
    .transform((text, context) => {
      const url = parsedUrl(text);
      const problem = meetingLinkProblem(text, url);
      if (problem || !url) {
        context.addIssue({ code: 'custom', message: problem ?? MESSAGE_CODES.meetingLinkInvalid });
        return z.NEVER;
      }
      return url.href;
    }),
});
export type ExternalMeetingInput = z.infer<typeof externalMeetingSchema>;

/** A streaming room (Room1…) on a date, as a path names it. */
export const externalMeetingParams = z.object({
  roomId: requiredText(MESSAGE_CODES.roomIdSelect).max(MASTER_VALUE_MAX_LENGTH, {
    error: MESSAGE_CODES.courtroomRoomUnknown,
  }),
  date: meetingDate,
});

/** Setting a link: for the court's today or a later day (a past hearing can no longer be joined). */
export const externalMeetingSetParams = externalMeetingParams.extend({
  date: meetingDate.refine((date) => date >= courtDate(), { error: MESSAGE_CODES.meetingDatePast }),
});

/** GET /externalMeetings/rooms?date=: the court's today when left out. */
export const externalMeetingRoomsQuery = z.object({ date: meetingDate.optional() });
