import type { CourtroomAck, CourtroomRequestEvent } from '@nyaya/shared';
import { getSocket } from '../../../lib/socket';

/** How long an event waits for the server's ack before it counts as failed. */
const ACK_TIMEOUT_MS = 10_000;

/** A courtroom event the server refused: its message (from MESSAGES) and the field at fault. */
export class CourtroomError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'CourtroomError';
  }
}

/**
 * Sends one courtroom event (COURTROOM_EVENTS) on the tab's socket and resolves with the ack's data; a refusal
 * rejects with a CourtroomError carrying the server's message.
 */
export async function emitCourtroom<T = null>(event: CourtroomRequestEvent, payload: unknown): Promise<T> {
  const ack = (await getSocket().timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload)) as CourtroomAck<T>;
  if (!ack.ok) throw new CourtroomError(ack.message, ack.field);
  return ack.data;
}
