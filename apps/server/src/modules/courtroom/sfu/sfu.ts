import { createHash, createHmac, randomBytes } from 'node:crypto';
import { COURTROOM_EVENTS, type MeetingTransport } from '@nyaya/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { JanusServer } from '../../../core/config.ts';
import type { IoServer, IoSocket } from '../../../realtime/events.ts';
import type { CourtroomStore } from '../../room-state/index.ts';
import { roomsIn } from '../groups.ts';
import { JanusConnection, JanusError, type JanusHandle } from './janus-connection.ts';
import { SfuParticipant, VIDEOROOM } from './sfu-participant.ts';

/** Janus's room for a courtroom: the same number on every instance of the server. */
export function janusRoomOf(roomId: string): number {
  return Number.parseInt(createHash('sha256').update(roomId).digest('hex').slice(0, 12), 16);
}

/** Only this server may change a room (tokens, kicks, its end): its secret derives from the API secret. */
export const roomSecretOf = (janus: JanusServer, roomId: string) =>
  createHmac('sha256', janus.apiSecret).update(`videoroom:${roomId}`).digest('hex');

/** A lost connection to Janus is retried this often. */
const RECONNECT_MS = 1000;
/** Publishers one room takes: the judge's cameras and every advocate, with room to spare. */
const PUBLISHERS_PER_ROOM = 24;

export type Sfu = {
  /** The meeting's media goes through Janus only while it is connected; otherwise the mesh carries it. */
  transport: () => MeetingTransport;
  /** Seats the socket in its room's Janus room (a new session each time; an earlier one of the socket ends). */
  join: (socket: IoSocket, roomId: string, observer: boolean) => Promise<void>;
  /** The socket's media in Janus, if it joined this room through it on this instance. */
  participantOf: (socketId: string, roomId: string) => SfuParticipant | undefined;
  /**
   * Janus forwards no sound of a user the host muted, whatever their browser still sends. Called after each change
   * of either side: the host's mute, or what the user publishes. Any instance may call it for any user: Janus takes
   * it from whoever has the room's secret.
   *
   * Video off stays with the pages: Janus 1.1 learns which simulcast layer a packet is from the packets it forwards,
   * so a camera it held back from its first packet (a participant rejoining with their video off) was never
   * forwarded again once the host switched it back on.
   */
  enforceMute: (roomId: string, userId: string) => Promise<void>;
  /** Says which sockets took the mesh, so they come back to Janus once it is reachable. */
  joinedByMesh: (socket: IoSocket, roomId: string) => void;
  /** The meeting ended: Janus's room goes, with every session still in it. */
  endRoom: (roomId: string) => Promise<void>;
  close: () => void;
};

/**
 * The SFU as the courtroom uses it. Our server alone speaks to Janus: it creates a room per courtroom, seats each
 * participant with a token good for that one join, and ends a participant's Janus session the moment their socket
 * leaves the meeting (left, replaced, ended, banned or gone), on whichever instance holds the socket.
 */
export function createSfu(
  janus: JanusServer,
  { io, store, log }: { io: IoServer; store: CourtroomStore; log: FastifyBaseLogger },
): Sfu {
  const participants = new Map<string, SfuParticipant>();
  const meshSockets = new Map<string, string>();
  let connection: JanusConnection | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const rejoin = (socketId: string, roomId: string) =>
    io.to(socketId).emit(COURTROOM_EVENTS.mediaRejoin, { roomId });

  async function connect() {
    try {
      const opened = await JanusConnection.open(janus.url, janus.apiSecret);
      if (closed) return opened.close();
      connection = opened;
      opened.once('close', () => lost(opened));
      log.info('media server (Janus) connected');
      for (const [socketId, roomId] of meshSockets) rejoin(socketId, roomId);
    } catch {
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    }
  }

  /** Janus went away: every session in it is gone; each participant joins again (by the mesh until it is back). */
  function lost(gone: JanusConnection) {
    if (connection !== gone) return;
    connection = null;
    log.warn('media server (Janus) connection lost');
    for (const participant of participants.values()) rejoin(participant.socketId, participant.roomId);
    participants.clear();
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
  }

  async function leave(socketId: string) {
    meshSockets.delete(socketId);
    const participant = participants.get(socketId);
    participants.delete(socketId);
    await participant?.close();
  }

  // Leaving the meeting's group is how every way out of a meeting ends (see vacate, replaceSeat, end-meeting).
  io.of('/').adapter.on('leave-room', (room: string, socketId: string) => {
    const [roomId] = roomsIn([room], 'meeting');
    const participant = participants.get(socketId);
    if (roomId !== undefined && (participant?.roomId === roomId || meshSockets.get(socketId) === roomId)) {
      void leave(socketId);
    }
  });

  /** A VideoRoom handle of a session of the server's own, for requests on a room as its owner. */
  async function withVideoRoom<T>(use: (handle: JanusHandle) => Promise<T>): Promise<T | undefined> {
    const current = connection;
    if (!current) return undefined;
    const session = await current.createSession();
    try {
      return await use(await session.attach(VIDEOROOM));
    } finally {
      await session.destroy();
    }
  }

  const ensureRoom = (roomId: string) =>
    withVideoRoom((handle) =>
      handle
        .message({
          request: 'create',
          room: janusRoomOf(roomId),
          description: roomId,
          secret: roomSecretOf(janus, roomId),
          // Only a publisher seated by this server may subscribe, and only with a token it made for that join.
          require_pvtid: true,
          allowed: [],
          publishers: PUBLISHERS_PER_ROOM,
          videocodec: 'vp8,h264',
          audiocodec: 'opus',
          notify_joining: false,
        })
        .catch((error: unknown) => {
          // Another instance (or an earlier meeting) made it already.
          if (!(error instanceof JanusError && error.code === 427)) throw error;
        }),
    );

  void connect();

  return {
    transport: () => (connection?.open ? 'sfu' : 'mesh'),
    async join(socket, roomId, observer) {
      const current = connection;
      if (!current) throw new JanusError(0, 'The media server is not connected');
      await leave(socket.id);
      await ensureRoom(roomId);
      const session = await current.createSession();
      try {
        const publisher = await session.attach(VIDEOROOM);
        const room = janusRoomOf(roomId);
        const secret = roomSecretOf(janus, roomId);
        const token = randomBytes(24).toString('base64url');
        await publisher.message({ request: 'allowed', room, secret, action: 'add', allowed: [token] });
        const joined = await publisher
          .message({ request: 'join', ptype: 'publisher', room, display: socket.id, token })
          .finally(() =>
            publisher.message({ request: 'allowed', room, secret, action: 'remove', allowed: [token] }),
          );
        const seating = {
          room,
          feedId: Number(joined.data.id),
          privateId: Number(joined.data.private_id),
        };
        const participant = new SfuParticipant(socket, roomId, session, publisher, seating, observer);
        participants.set(socket.id, participant);
        publisher.once('gone', () => {
          if (participants.get(socket.id) === participant) participants.delete(socket.id);
        });
        participant.receive((joined.data.publishers ?? []) as []);
      } catch (error) {
        await session.destroy();
        throw error;
      }
    },
    participantOf: (socketId, roomId) => {
      const participant = participants.get(socketId);
      return participant?.roomId === roomId ? participant : undefined;
    },
    joinedByMesh: (socket, roomId) => {
      meshSockets.set(socket.id, roomId);
    },
    async enforceMute(roomId, userId) {
      const [published, { isMuted }] = await Promise.all([
        store.publishedOf(roomId, userId),
        store.moderationOf(roomId, userId),
      ]);
      if (!published) return;
      await withVideoRoom(async (handle) => {
        for (const mid of published.audioMids) {
          await handle
            .message({
              request: 'moderate',
              room: janusRoomOf(roomId),
              secret: roomSecretOf(janus, roomId),
              id: published.feedId,
              mid,
              mute: isMuted,
            })
            .catch((error: unknown) => {
              // The feed (or the room) has gone with the participant's session: nothing is forwarded anyway.
              if (!(error instanceof JanusError && (error.code === 426 || error.code === 428))) throw error;
            });
        }
      });
    },
    async endRoom(roomId) {
      await withVideoRoom((handle) =>
        handle
          .message({ request: 'destroy', room: janusRoomOf(roomId), secret: roomSecretOf(janus, roomId) })
          .catch(() => undefined),
      );
    },
    close: () => {
      closed = true;
      clearTimeout(retry);
      participants.forEach((participant) => void participant.close());
      participants.clear();
      connection?.close();
    },
  };
}
