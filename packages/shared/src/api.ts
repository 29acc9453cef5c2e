import type { CourtClockReading } from './court-dates.ts';
import type { SiteLanguage } from './languages.ts';
import {
  MESSAGES,
  fillMessage,
  matchMessage,
  readMessageRef,
  type MessageKey,
  type MessageRef,
} from './messages.ts';
import type { Role } from './roles.ts';

export const API_PREFIX = '/api/v1';

/**
 * The web build's page for a browser that comes with a session: index.html, which also preloads the signed-in
 * layout's code, so a signed-in page does not wait for the session answer to start fetching it.
 */
export const SIGNED_IN_PAGE = 'index-signed-in.html';

/** Cookie and header names of the session and of the double-submit CSRF check. */
export const SESSION_COOKIE = 'nyaya_session';
export const CSRF_COOKIE = 'nyaya_csrf';
/**
 * The CSRF cookie where cookies are Secure (production over https): the __Host- prefix makes the browser refuse
 * it unless it is Secure, for Path=/ and without Domain, so no sibling subdomain can plant its own value.
 */
export const SECURE_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;
export const csrfCookieName = (secure: boolean) => (secure ? SECURE_CSRF_COOKIE : CSRF_COOKIE);
export const CSRF_HEADER = 'x-csrf-token';

/**
 * A message as the wire carries it: the text (MESSAGES, word for word), its stable code (the MESSAGES key: what a
 * client translates by, so rewording a message never breaks a language) and the values filled into its
 * {placeholders}, e.g. the RTMP prefix of youtubeUrlPrefix.
 */
export type WireMessage = { code: MessageKey; message: string; values?: Record<string, string> };

/**
 * Every answer has this shape, over HTTP and in a socket event's ack alike: `status` true with `data` (and a
 * message, when there is one to show), or false with the message and the field at fault.
 */
export type ApiSuccess<T> = { status: true; data: T } & Partial<WireMessage>;
export type ApiFailure = { status: false; field?: string } & WireMessage;
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

/** One of our messages by its code, with the values filled into its {placeholders} when it has some. */
export function messageOf(code: MessageKey, values?: Record<string, string>): WireMessage {
  return values && Object.keys(values).length > 0
    ? { code, message: fillMessage(MESSAGES[code], values), values }
    : { code, message: MESSAGES[code] };
}

/** One of our messages, as sent or filled in, with its code; a text of no message of ours stands for none. */
export function wireMessage(text: string): WireMessage {
  const known = matchMessage(text);
  return known ? messageOf(known.key, known.values) : { code: 'somethingWentWrong', message: text };
}

/**
 * A validator's refusal (a schema's issue) as a failure: the message the issue names by its code (messageRefText),
 * else "Invalid request" (a bound or a type in zod's own English); the field at fault either way.
 */
export function validationFailure(issueMessage: string | undefined, field?: string): ApiFailure {
  const ref: MessageRef = (issueMessage !== undefined && readMessageRef(issueMessage)) || {
    code: 'invalidRequest',
  };
  return withField({ status: false, ...messageOf(ref.code, ref.values) }, field);
}

/** A failure: its message with the code, and the field at fault when there is one. */
export function apiFailure(text: string, field?: string): ApiFailure {
  return withField({ status: false, ...wireMessage(text) }, field);
}

const withField = (failure: ApiFailure, field: string | undefined): ApiFailure =>
  field === undefined ? failure : { ...failure, field };

/** GET /health's data: the server is ready, and its court clock (the browser's "today" goes by it). */
export type HealthStatus = { courtClock: CourtClockReading };

/** A page of a list (spec: "List responses carry data and totalPages"). */
export type ApiPage<T> = ApiSuccess<T[]> & { totalPages: number; page: number; total: number };

/** A user as the API presents it: never a password hash, token or lock state. */
export type PublicUser = {
  id: string;
  role: Role;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  dialCode: string;
  mobile: string;
  country: string;
  enrollmentNumber: string | null;
  /** An Advocate's enrollment checked against the Bar Council roll; null for every other role. */
  advocateVerified: boolean | null;
  courtRoom: string | null;
  /** The language the site, e-mails and codes speak to them in. */
  language: SiteLanguage;
};

export type LoginResult = ApiSuccess<PublicUser> & { token?: string };
