import { GENERAL_SOCKET_RECONNECTION, SOCKET_PATH, SOCKET_TRANSPORTS } from '@nyaya/shared';
import { io, type Socket } from 'socket.io-client';

let socket: Socket | undefined;

/** The tab's one general socket: created on first use and reused; the session cookie authenticates it. */
export function getSocket(): Socket {
  socket ??= io({
    path: SOCKET_PATH,
    transports: [...SOCKET_TRANSPORTS],
    withCredentials: true,
    autoConnect: false,
    ...GENERAL_SOCKET_RECONNECTION,
  });
  return socket;
}

export function connectSocket(): Socket {
  const current = getSocket();
  if (!current.connected && !current.active) current.connect();
  return current;
}

export function disconnectSocket(): void {
  socket?.disconnect();
}
