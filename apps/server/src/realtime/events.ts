import type { ClientToServerEvents, ServerToClientEvents } from '@nyaya/shared';
import type { Server, Socket } from 'socket.io';
import type { AuthContext } from '../core/sessions/sessions.ts';

export type InterServerEvents = Record<string, never>;
export type SocketData = { auth: AuthContext };

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type IoSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
