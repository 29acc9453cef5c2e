import { COURTROOM_EVENTS, type CourtroomSnapshot, type MessageRef } from '@nyaya/shared';
import { useEffect, useState } from 'react';
import { connectSocket } from '../../../lib/socket';
import { emitCourtroom } from '../api/courtroom-socket';
import { failureMessage } from '../../../lib/translate-message';

export type CourtroomState = {
  /** Null until join-room answers (or when it was refused). */
  snapshot: CourtroomSnapshot | null;
  /** join-room's refusal, e.g. a judge whose court room has no streaming room. */
  error: MessageRef | null;
};

/**
 * Opens a room as its host (a judge's own room when roomId is left out; the room a Controller monitors) and
 * keeps its CourtroomSnapshot current from `courtroom-state`. The server forgets a socket's rooms when it
 * disconnects, so the hook joins again after every reconnect; it leaves the room when the page closes.
 */
export function useCourtroomState(roomId?: string): CourtroomState {
  const [state, setState] = useState<CourtroomState>({ snapshot: null, error: null });

  useEffect(() => {
    const socket = connectSocket();
    let active = true;
    let joinedRoomId: string | null = null;
    const leave = (room: string) => {
      emitCourtroom(COURTROOM_EVENTS.leaveRoom, { roomId: room }).catch(() => {
        // Leaving a room the server already forgot (ended, or the socket is gone) needs nothing more.
      });
    };
    const join = () => {
      emitCourtroom<CourtroomSnapshot>(COURTROOM_EVENTS.joinRoom, roomId ? { roomId } : {}).then(
        (snapshot) => {
          if (active) {
            joinedRoomId = snapshot.roomId;
            setState({ snapshot, error: null });
          } else {
            leave(snapshot.roomId);
          }
        },
        (failure: unknown) => {
          if (active) setState({ snapshot: null, error: failureMessage(failure) });
        },
      );
    };
    const onState = (snapshot: CourtroomSnapshot) => {
      if (snapshot.roomId === (joinedRoomId ?? roomId)) setState({ snapshot, error: null });
    };

    socket.on(COURTROOM_EVENTS.courtroomState, onState);
    socket.io.on('reconnect', join);
    join();
    return () => {
      active = false;
      socket.off(COURTROOM_EVENTS.courtroomState, onState);
      socket.io.off('reconnect', join);
      if (joinedRoomId) leave(joinedRoomId);
    };
  }, [roomId]);

  return state;
}
