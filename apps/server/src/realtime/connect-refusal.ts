import { apiFailure } from '@nyaya/shared';
import type { ExtendedError } from 'socket.io';

/**
 * A connection refused by a middleware: its message, and in `data` (which Socket.IO hands the client's
 * connect_error) the failure as an ack carries it, code included.
 */
export function connectRefusal(message: string): ExtendedError {
  const refusal: ExtendedError = new Error(message);
  refusal.data = apiFailure(message);
  return refusal;
}
