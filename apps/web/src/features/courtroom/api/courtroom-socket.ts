import { COURTROOM_ACK_TIMEOUT_MS, type CourtroomAck, type CourtroomRequestEvent } from '@nyaya/shared';
import { ServerFailure } from '../../../lib/api-error';
import { getSocket } from '../../../lib/socket';

/**
 * Sends one courtroom event (COURTROOM_EVENTS) on the tab's socket and resolves with the ack's data; a refusal
 * rejects with a ServerFailure carrying the server's message.
 */
export async function emitCourtroom<T = null>(event: CourtroomRequestEvent, payload: unknown): Promise<T> {
  const ack = (await getSocket()
    .timeout(COURTROOM_ACK_TIMEOUT_MS)
    .emitWithAck(event, payload)) as CourtroomAck<T>;
  if (!ack.status) throw new ServerFailure(ack);
  return ack.data;
}
