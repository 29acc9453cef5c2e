import { validationFailure, type ApiFailure, type CourtroomAck } from '@nyaya/shared';
import type { z } from 'zod';

export const done = <T>(data: T): CourtroomAck<T> => ({ status: true, data });

/** A refused payload, as a route's body is refused (validationFailure): its first issue, and its field. */
export function payloadRefusal(error: z.ZodError): ApiFailure {
  const [issue] = error.issues;
  const field = issue?.path[0];
  return validationFailure(issue?.message, typeof field === 'string' ? field : undefined);
}
