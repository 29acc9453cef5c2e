import { SOCKET_EVENTS, type ApiFailure } from '@nyaya/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appState } from './app-state';
import { setUser, useUser } from './auth';
import type * as SocketModule from './socket';

/** The socket module (and Socket.IO's client with it) loads only once someone signs in. */
let socketModule: Promise<typeof SocketModule> | undefined;
const loadSocket = () => (socketModule ??= import('./socket'));

/** Keeps the socket connected while someone is signed in; a revoked session signs the tab out. */
export function useSessionSocket(): void {
  const queryClient = useQueryClient();
  const userId = useUser().data?.id;

  useEffect(() => {
    if (!userId) {
      void socketModule?.then(({ disconnectSocket }) => disconnectSocket());
      return;
    }
    let stop: (() => void) | undefined;
    let unmounted = false;
    void loadSocket().then(({ connectSocket, disconnectSocket }) => {
      if (unmounted) return;
      const socket = connectSocket();
      const onSessionEnded = () => {
        disconnectSocket();
        setUser(queryClient, null);
      };
      // A refusal by the server (too many sockets open, a session gone) is final: the client does not retry it.
      const onRefused = (error: Error & { data?: ApiFailure }) => {
        if (!socket.active) appState.showAlert(error.data ?? { code: 'somethingWentWrong' }, 'danger');
      };
      socket.on(SOCKET_EVENTS.sessionEnded, onSessionEnded);
      socket.on('connect_error', onRefused);
      stop = () => {
        socket.off(SOCKET_EVENTS.sessionEnded, onSessionEnded);
        socket.off('connect_error', onRefused);
      };
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [userId, queryClient]);
}
