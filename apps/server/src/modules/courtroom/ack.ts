import { MESSAGES, apiFailure, type ApiFailure, type CourtroomAck } from '@nyaya/shared';
import type { z } from 'zod';

export const done = <T>(data: T): CourtroomAck<T> => ({ status: true, data });

const KNOWN_MESSAGES = new Set<string>(Object.values(MESSAGES));

/** A refused payload: its first issue's message when it is one of ours (else "Invalid request"), and its field. */
export function payloadRefusal(error: z.ZodError): ApiFailure {
  const [issue] = error.issues;
  const message = issue && KNOWN_MESSAGES.has(issue.message) ? issue.message : MESSAGES.invalidRequest;
  const field = issue?.path[0];
  return apiFailure(message, typeof field === 'string' ? field : undefined);
}
