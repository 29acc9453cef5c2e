/** Socket.IO settings shared by server and client (spec 9, "Socket reconnection"). */
export const SOCKET_PATH = '/socket.io';
export const SOCKET_TRANSPORTS = ['websocket'] as const;

export const GENERAL_SOCKET_RECONNECTION = {
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

export const MEETING_SOCKET_RECONNECTION = {
  reconnection: true,
  reconnectionAttempts: 5,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
} as const;

/** Events of the general session socket. */
export const SOCKET_EVENTS = {
  /** Server → client once the connection is authenticated: { userId, role }. */
  sessionReady: 'session-ready',
  /** Server → client when the session was revoked (logout elsewhere, deactivation). */
  sessionEnded: 'session-ended',
  /** Server → Controllers when a room's card changed: the whole ControlRoomCard. */
  controlRoomCard: 'control-room-card',
} as const;
