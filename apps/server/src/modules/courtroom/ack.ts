import { MESSAGES, type CourtroomAck } from '@nyaya/shared';
import type { z } from 'zod';

export type Refusal = { ok: false; message: string; field?: string };

export const refuse = (message: string, field?: string): Refusal =>
  field === undefined ? { ok: false, message } : { ok: false, message, field };
export const done = <T>(data: T): CourtroomAck<T> => ({ ok: true, data });

const KNOWN_MESSAGES = new Set<string>(Object.values(MESSAGES));

/** A refused payload: its first issue's message when it is one of ours (else "Invalid request"), and its field. */
export function payloadRefusal(error: z.ZodError): Refusal {
  const [issue] = error.issues;
  const message = issue && KNOWN_MESSAGES.has(issue.message) ? issue.message : MESSAGES.invalidRequest;
  const field = issue?.path[0];
  return refuse(message, typeof field === 'string' ? field : undefined);
}
