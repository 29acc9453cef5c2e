import type { ControlRoomCard, Role, SOCKET_EVENTS } from '@nyaya/shared';
import type { Server } from 'socket.io';
import type { AuthContext } from '../modules/auth/sessions.ts';

export type ServerToClientEvents = {
  [SOCKET_EVENTS.sessionReady]: (payload: { userId: string; role: Role }) => void;
  [SOCKET_EVENTS.sessionEnded]: () => void;
  [SOCKET_EVENTS.controlRoomCard]: (card: ControlRoomCard) => void;
};

export type ClientToServerEvents = Record<string, never>;
export type InterServerEvents = Record<string, never>;
export type SocketData = { auth: AuthContext };

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
