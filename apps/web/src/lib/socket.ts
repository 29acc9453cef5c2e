import {
  GENERAL_SOCKET_RECONNECTION,
  SOCKET_PATH,
  SOCKET_TRANSPORTS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@nyaya/shared';
import { io, type Socket } from 'socket.io-client';

/** The general socket, typed by the events the server emits and takes (packages/shared, socket-events.ts). */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | undefined;

/** The tab's one general socket: created on first use and reused; the session cookie authenticates it. */
export function getSocket(): AppSocket {
  socket ??= io({
    path: SOCKET_PATH,
    transports: [...SOCKET_TRANSPORTS],
    withCredentials: true,
    autoConnect: false,
    ...GENERAL_SOCKET_RECONNECTION,
  });
  return socket;
}

export function connectSocket(): AppSocket {
  const current = getSocket();
  if (!current.connected && !current.active) current.connect();
  return current;
}

export function disconnectSocket(): void {
  socket?.disconnect();
}
