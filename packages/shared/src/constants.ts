/** The specification's limits (section 9) and ours, named once and imported by server and web. */

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const MOBILE_LENGTH = 10;
export const DEFAULT_DIAL_CODE = '91';
export const DEFAULT_COUNTRY = 'IN';
export const PIN_CODE_LENGTH = 6;
export const CNR_LENGTH = 16;
export const EMAIL_MAX_LENGTH = 254;
export const ENROLLMENT_MAX_LENGTH = 12;
/**
 * Codes one not-yet-verified e-mail or mobile may be sent in a day, whoever asks (sign-up verification, a contact
 * change): nobody can have a stranger's phone or mailbox flooded with codes.
 */
export const CONTACT_CODES_PER_DAY = 5;
/** A signed-up account whose e-mail and mobile are not verified within this many hours is removed. */
export const UNVERIFIED_ACCOUNT_TTL_HOURS = 24;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

export const SIGNUP_FIRST_NAME = { min: 3, max: 25 } as const;
export const SIGNUP_LAST_NAME = { min: 3, max: 25 } as const;
export const ADD_USER_NAME = { min: 2, max: 50 } as const;
export const ADDRESS_MIN_LENGTH = 3;
export const ADDRESS_MAX_LENGTH = 200;
export const PLACE_MIN_LENGTH = 3;
export const PLACE_MAX_LENGTH = 100;

export const PAGE_SIZE = {
  ipList: 10,
  streamSetup: 10,
  causeList: 5,
  archival: 10,
  caseSearch: 10,
  default: 10,
} as const;

export const STREAM_DELAY_MINUTES = { min: 0, max: 10 } as const;
/**
 * The delay of a room without a stream setup (the model rules' 10 minutes; DEFAULT_STREAM_DELAY_MINUTES overrides
 * it): a public stream without delay is only ever a stream setup's explicit choice.
 */
export const DEFAULT_STREAM_DELAY_MINUTES = 10;
/** The YouTube RTMP ingest a stream setup must use unless configured otherwise (YOUTUBE_RTMP_PREFIX). */
export const DEFAULT_YOUTUBE_RTMP_PREFIX = 'rtmp://a.rtmp.youtube.com/live2';

/**
 * Sign-in protection without a lock-out: after this many failures for one user id within the window, each
 * further attempt for it needs a solved captcha. Counted per user id typed, so unknown ones answer the same.
 */
export const SIGN_IN_CAPTCHA = { afterFailures: 2, windowMinutes: 15 } as const;
/** Sign-in attempts one IP address may make per minute, whatever the account. */
export const LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE = 20;
/**
 * CNR checks one IP address may make per minute on the front door, where no account is needed: enough for a
 * family checking its cases, too few to walk the register of every case.
 */
export const PUBLIC_CASE_CHECKS_PER_IP_PER_MINUTE = 30;
/** Sign-ups (and so their "already registered" answers) per IP address per hour. */
export const SIGNUP_RATE_LIMIT_PER_IP_PER_HOUR = 20;
export const SESSION_TTL_DAYS = 7;
/**
 * How deep a request body, query or socket payload may nest: no form or event of ours goes past 4, and a reader of
 * deeper input spends time and stack on what only an attacker sends.
 */
export const PAYLOAD_MAX_DEPTH = 32;
/**
 * The largest request body, and the largest text of a socket event (a recording chunk's bytes travel beside it as a
 * binary attachment): no form or event of ours comes near it, and a megabyte of JSON keys takes 65–180 ms of the
 * event loop to parse here (bench/stall.ts), so larger input is refused before it is parsed.
 */
export const PAYLOAD_MAX_BYTES = 64 * 1024;

export const TOAST_HIDE_MS = 3000;
export const SIDEBAR = { expandedWidthPx: 230, collapseBelowPx: 991, transitionSeconds: 0.2 } as const;

/** One-time codes: valid this long, this many wrong tries, then a new one must be sent (OTP_RESEND_SECONDS apart). */
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

export const REASON_LENGTH = { min: 2, max: 60 } as const;
export const MASTER_NAME_LENGTH = { min: 2, max: 100 } as const;
export const MASTER_VALUE_MAX_LENGTH = 50;
export const RETENTION_DAYS = { min: 1, max: 3650, default: 90 } as const;
export const SEARCH_TEXT_MAX_LENGTH = 100;

/** A signed video address works for this long, and only for the viewer it was made for. */
export const VIDEO_LINK_TTL_MINUTES = 30;
/** How often the retention job runs in the server (it can also be run on demand: npm run retention). */
export const RETENTION_JOB_INTERVAL_MINUTES = 60;
