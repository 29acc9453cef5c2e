import {
  COURTROOM_ACK_TIMEOUT_MS,
  COURTROOM_EVENTS,
  type CourtroomAck,
  type PublicStreamState,
} from '@nyaya/shared';
import type { AppSocket } from '../../../lib/socket';
import { ServerFailure } from '../../../lib/api-error';

/**
 * watch-room: counts this tab among the room's viewers (the judge's Viewers list, the control-room card) and
 * answers what the stream shows now; stream-state events follow while watching.
 */
export async function watchRoom(socket: AppSocket, roomId: string): Promise<PublicStreamState> {
  const ack = (await socket
    .timeout(COURTROOM_ACK_TIMEOUT_MS)
    .emitWithAck(COURTROOM_EVENTS.watchRoom, { roomId })) as CourtroomAck<PublicStreamState>;
  if (!ack.status) throw new ServerFailure(ack);
  return ack.data;
}

/** unwatch-room: this tab leaves the room's viewers; nothing waits for the answer. */
export function unwatchRoom(socket: AppSocket, roomId: string): void {
  socket.emit(COURTROOM_EVENTS.unwatchRoom, { roomId }, () => undefined);
}
