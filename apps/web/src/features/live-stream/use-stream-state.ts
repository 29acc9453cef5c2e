import { COURTROOM_EVENTS, type PublicStreamState } from '@nyaya/shared';
import { useEffect, useState } from 'react';
import { getSocket } from '../../lib/socket';
import { unwatchRoom, watchRoom } from './api/watch-room';

/**
 * What the room's public stream shows, kept current over the socket: the page watches the room while it is open
 * (and again after a reconnect, since the server forgets a dropped socket's rooms) and leaves it on the way out.
 */
export function useStreamState(initial: PublicStreamState): PublicStreamState {
  const [state, setState] = useState(initial);
  const { roomId } = initial;

  useEffect(() => {
    const socket = getSocket();
    const onState = (next: PublicStreamState) => {
      if (next.roomId === roomId) setState(next);
    };
    // A refused or unanswered watch keeps the state the page loaded with; the next reconnect tries again.
    const watch = () => void watchRoom(socket, roomId).then(setState, () => undefined);
    socket.on(COURTROOM_EVENTS.streamState, onState);
    socket.on('connect', watch);
    if (socket.connected) watch();
    return () => {
      socket.off(COURTROOM_EVENTS.streamState, onState);
      socket.off('connect', watch);
      unwatchRoom(socket, roomId);
    };
  }, [roomId]);

  return state;
}
