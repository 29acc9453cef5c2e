import { createAdapter } from '@socket.io/redis-adapter';
import {
  MESSAGES,
  PAYLOAD_MAX_BYTES,
  SESSION_COOKIE,
  SOCKET_EVENTS,
  SOCKET_LIMITS,
  SOCKET_PATH,
  RECORDING,
  SOCKET_TRANSPORTS,
  can,
  type ControlRoomCard,
} from '@nyaya/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { Database } from '../core/db/client.ts';
import { findSession } from '../core/sessions/sessions.ts';
import type { RedisClients } from '../plugins/redis.ts';
import { bearerToken } from '../plugins/session-auth.ts';
import { connectRefusal } from './connect-refusal.ts';
import type { IoServer } from './events.ts';
import { guardSocketsByIp, type SocketIpBans } from './ip-ban-guard.ts';
import { boundedParser, guarded, logSocketErrors, refuseHostilePayloads } from './payload-guard.ts';

export type Realtime = {
  /** The server itself, for modules that serve events of their own (the courtroom). */
  io: IoServer;
  /** Tells every socket of the revoked sessions, then disconnects them (on every instance, through the adapter). */
  endSessions: (sessionIds: readonly string[]) => void;
  /** The same for every session of a user, at once (deactivation, a new password). */
  endUserSessions: (userId: string) => void;
  /** Sends each card to every Controller's socket, on every instance. */
  sendControlRoomCards: (cards: ControlRoomCard[]) => void;
};

export const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** The sockets of everyone who may watch the control room. */
const CONTROL_ROOM = 'control-room';

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** A token given explicitly (header, handshake auth, query: the spec's clients use the query) wins over the cookie. */
function handshakeToken(app: FastifyInstance, socket: Socket): string | undefined {
  const { headers, auth, query } = socket.handshake;
  const cookies = headers.cookie ? app.parseCookie(headers.cookie) : {};
  return (
    bearerToken(headers.authorization) ??
    textOf((auth as Record<string, unknown>).token) ??
    textOf(query.token) ??
    cookies[SESSION_COOKIE]
  );
}

/**
 * A session may hold SOCKET_LIMITS.perSession sockets and a user SOCKET_LIMITS.perUser, counted on every instance
 * (through the adapter); one more is refused with a message that says what to close. Two sockets connecting at
 * the same moment may both be let in: the limit keeps a leaking or hostile client from piling sockets up.
 */
function refuseSocketsBeyondLimits(io: IoServer, log: FastifyBaseLogger) {
  io.use(
    guarded(log, async (socket, next) => {
      const { user, sessionId } = socket.data.auth;
      const [ofSession, ofUser] = await Promise.all([
        io.in(sessionRoom(sessionId)).fetchSockets(),
        io.in(userRoom(user.id)).fetchSockets(),
      ]);
      if (ofSession.length >= SOCKET_LIMITS.perSession)
        return next(connectRefusal(MESSAGES.tooManySessionSockets));
      if (ofUser.length >= SOCKET_LIMITS.perUser) return next(connectRefusal(MESSAGES.tooManyUserSockets));
      next();
    }),
  );
}

export function createRealtime(
  app: FastifyInstance,
  db: Database,
  redis: RedisClients | undefined,
  prefix: string,
  ipBans: SocketIpBans,
): Realtime {
  const io: IoServer = new Server(app.server, {
    path: SOCKET_PATH,
    transports: [...SOCKET_TRANSPORTS],
    serveClient: false,
    // A recording chunk (RECORDING.maxChunkBytes) and its fields must fit; the chunk schema refuses larger ones.
    maxHttpBufferSize: RECORDING.maxChunkBytes + PAYLOAD_MAX_BYTES,
    parser: boundedParser,
    adapter: redis ? createAdapter(redis.pub, redis.sub, { key: `${prefix}:socket.io` }) : undefined,
  });

  guardSocketsByIp(io, ipBans);
  io.use(
    guarded(app.log, async (socket, next) => {
      const token = handshakeToken(app, socket);
      const auth = token
        ? await findSession(db, token).catch((error: unknown) => {
            app.log.error({ err: error }, 'socket session lookup failed');
            return null;
          })
        : null;
      if (!auth) return next(connectRefusal(MESSAGES.notSignedIn));
      socket.data.auth = auth;
      next();
    }),
  );
  refuseSocketsBeyondLimits(io, app.log);
  logSocketErrors(io, app.log);

  io.on('connection', (socket) => {
    const { user, sessionId } = socket.data.auth;
    const rooms = [userRoom(user.id), sessionRoom(sessionId)];
    if (can(user.role, 'controlRoom:view')) rooms.push(CONTROL_ROOM);
    void socket.join(rooms);
    refuseHostilePayloads(socket, app.log);
    socket.emit(SOCKET_EVENTS.sessionReady, { userId: user.id, role: user.role });
  });

  // Open websockets would keep the HTTP server from closing.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await io.close();
  });

  return {
    io,
    endSessions: (sessionIds) => {
      if (sessionIds.length === 0) return;
      const rooms = sessionIds.map(sessionRoom);
      io.to(rooms).emit(SOCKET_EVENTS.sessionEnded);
      io.in(rooms).disconnectSockets(true);
    },
    endUserSessions: (userId) => {
      io.to(userRoom(userId)).emit(SOCKET_EVENTS.sessionEnded);
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    sendControlRoomCards: (cards) => {
      for (const card of cards) io.to(CONTROL_ROOM).emit(SOCKET_EVENTS.controlRoomCard, card);
    },
  };
}
