import { SOCKET_EVENTS } from '@nyaya/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setUser, useUser } from './auth';
import { connectSocket, disconnectSocket } from './socket';

/** Keeps the socket connected while someone is signed in; a revoked session signs the tab out. */
export function useSessionSocket(): void {
  const queryClient = useQueryClient();
  const userId = useUser().data?.id;

  useEffect(() => {
    if (!userId) {
      disconnectSocket();
      return;
    }
    const socket = connectSocket();
    const onSessionEnded = () => {
      disconnectSocket();
      setUser(queryClient, null);
    };
    socket.on(SOCKET_EVENTS.sessionEnded, onSessionEnded);
    return () => {
      socket.off(SOCKET_EVENTS.sessionEnded, onSessionEnded);
    };
  }, [userId, queryClient]);
}
