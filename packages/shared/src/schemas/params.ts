import { z } from 'zod';
import { MESSAGE_CODES, type MessageKey } from '../messages.ts';

/** PostgreSQL's integer ceiling: a larger id or count is none of ours and must never reach the database. */
export const MAX_DATABASE_INTEGER = 2_147_483_647;

/** A record's id as a body, query or path gives it (text is read as a number); `message` for anything else. */
export function databaseId(message: MessageKey = MESSAGE_CODES.invalidRequest) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_DATABASE_INTEGER, { error: message });
}

/** A record's id as a socket event's JSON gives it: a number, never text or a flag read as one. */
export function databaseIdAsNumber(message: MessageKey = MESSAGE_CODES.invalidRequest) {
  return z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_DATABASE_INTEGER, { error: message });
}

/** `/:id` of a record with a numeric id (master data, reasons). */
export const numericIdParams = z.object({ id: databaseId() });

/** `/:hearingId` of a route about one hearing (a cause-list entry's id). */
export const hearingIdParams = z.object({ hearingId: databaseId() });
