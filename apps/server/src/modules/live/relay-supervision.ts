import { mkdir } from 'node:fs/promises';
import { HLS_SEGMENT_SECONDS, type RelayState } from '@nyaya/shared';
import type { FastifyBaseLogger } from 'fastify';
import { liveRoomDir, publicPlaylistPath } from '../../media/live/live-files.ts';
import { createRelay, type Relay, type RelayStop, type RelayTarget } from '../../media/relay/rtmp-relay.ts';
import { streamHasEnded } from '../../media/live/stream-playlist.ts';
import { publishForRelay, type Published } from './relay-playlist.ts';

/** How often the relay's copy of the public playlist is rewritten: new segments become public as time passes. */
const PUBLISH_EVERY_MS = 1000;
/** After the recording stops, the relay runs until the delay has let out its last segments, and a little more. */
const RELAY_TAIL_MS = 3 * HLS_SEGMENT_SECONDS * 1000;

type Deps = {
  mediaDir: string;
  log: FastifyBaseLogger;
  /** Where the room relays to (its stream setup); nothing is published for a room without one. */
  targetsOf: (roomId: string) => Promise<RelayTarget[]>;
  delayOf: (roomId: string) => Promise<number>;
  /** The room's relays changed state (none: the relay stopped). */
  relaysChanged: (roomId: string, relays: RelayState[]) => Promise<void>;
  /** Runs a step of the room after the room's steps before it (the broadcast's order). */
  enqueue: (roomId: string, step: () => Promise<void>) => void;
};

/** The relay of one room on this instance. */
type RoomRelay = {
  /** Rewrites the public playlist for the relay; the relay starts once that lists a segment. */
  publisher?: NodeJS.Timeout;
  relay?: Relay;
  /** Ends the relay once the delay has let the stopped recording out. */
  relayEnd?: NodeJS.Timeout;
  /** The last segment the public playlist listed when it was last written. */
  lastPublished: number;
  /** The publishing under way, or a new stream replacing the last: one at a time. */
  publishing?: Promise<void>;
  /**
   * Publishing started on a stream that had ended (relayed already, or let out before a relay took it): the relay
   * waits for the recording going on air now to replace it or go on with it, and never sends the old one again.
   */
  awaitingNextStream?: boolean;
};

export type RelaySupervision = {
  /** The room went on air: its public playlist is published every second, and the relay follows it. */
  start: (roomId: string) => Promise<void>;
  /** The room's recording stopped: the relay ends once the delay has let the recording out. */
  endWhenLetOut: (roomId: string) => Promise<void>;
  /**
   * The relay follows one playlist: while a new stream replaces the last (`clear` does it), nothing is published,
   * the relay stops, and the next relay starts at the new stream's first public segment.
   */
  replaceStream: (roomId: string, clear: () => Promise<void>) => Promise<void>;
  /** The server shuts down mid-broadcast: the next one's relays resume where these were. */
  close: () => Promise<void>;
};

/** Keeps each room's relay to YouTube and Facebook going while the room broadcasts, and ends it after. */
export function createRelaySupervision(deps: Deps): RelaySupervision {
  const { mediaDir, log } = deps;
  const rooms = new Map<string, RoomRelay>();

  function roomOf(roomId: string) {
    let room = rooms.get(roomId);
    if (!room) {
      room = { lastPublished: -1 };
      rooms.set(roomId, room);
    }
    return room;
  }

  /** Publishes every second; the relay starts at the first public segment (before, ffmpeg has nothing to read). */
  async function startPublishing(roomId: string, room: RoomRelay) {
    clearTimeout(room.relayEnd);
    room.relayEnd = undefined;
    if (room.publisher || (await deps.targetsOf(roomId)).length === 0) return;
    await mkdir(liveRoomDir(mediaDir, roomId), { recursive: true });
    room.awaitingNextStream = await streamHasEnded(liveRoomDir(mediaDir, roomId));
    room.publisher = setInterval(() => {
      if (room.publishing) return;
      room.publishing = publishForRelay(mediaDir, roomId, () => deps.delayOf(roomId))
        .then((publishedNow) => published(roomId, room, publishedNow))
        .catch((error: unknown) => log.error({ err: error, roomId }, 'broadcast: publishing failed'))
        .finally(() => {
          room.publishing = undefined;
        });
    }, PUBLISH_EVERY_MS);
  }

  /** After each publishing: the relay starts at the first public segment, and hears of each new one. */
  async function published(roomId: string, room: RoomRelay, { last, ended }: Published) {
    if (room.awaitingNextStream && ended) return;
    room.awaitingNextStream = false;
    if (last < 0) return;
    if (!room.relay) await startRelay(roomId, room);
    if (last > room.lastPublished) room.relay?.inputAdvanced();
    room.lastPublished = last;
  }

  async function startRelay(roomId: string, room: RoomRelay) {
    const targets = await deps.targetsOf(roomId);
    if (targets.length === 0 || room.relay) return;
    const input = publicPlaylistPath(liveRoomDir(mediaDir, roomId));
    const relay = createRelay({ input, targets, log });
    // A stopped relay's ffmpeg may still say it went live: the room's relays are those of its current relay.
    relay.onState((relayStates) => {
      if (room.relay === relay) void deps.relaysChanged(roomId, relayStates);
    });
    room.relay = relay;
    relay.start();
  }

  async function stopRelay(roomId: string, room: RoomRelay, stop: Required<RelayStop>) {
    const relay = room.relay;
    room.relay = undefined;
    room.lastPublished = -1;
    if (!relay) return;
    await relay.stop(stop);
    await deps.relaysChanged(roomId, []);
  }

  async function stopPublishing(roomId: string, room: RoomRelay, stop: Required<RelayStop>) {
    clearInterval(room.publisher);
    clearTimeout(room.relayEnd);
    room.publisher = undefined;
    room.relayEnd = undefined;
    // A publishing under way would start a relay after this one stopped, and nothing would stop that one.
    await room.publishing;
    await stopRelay(roomId, room, stop);
  }

  return {
    start: (roomId) => startPublishing(roomId, roomOf(roomId)),

    async endWhenLetOut(roomId) {
      const room = rooms.get(roomId);
      if (!room?.publisher) return;
      const delayMs = (await deps.delayOf(roomId)) * 60_000;
      room.relayEnd = setTimeout(
        () =>
          deps.enqueue(roomId, () =>
            stopPublishing(roomId, room, {
              resumable: false,
              reason: 'the recording stopped and the delay has let it out',
            }),
          ),
        delayMs + RELAY_TAIL_MS,
      );
    },

    async replaceStream(roomId, clear) {
      const room = roomOf(roomId);
      const replacing = (async () => {
        await room.publishing;
        await stopRelay(roomId, room, { resumable: false, reason: 'a new stream replaces the last' });
        await clear();
      })();
      room.publishing = replacing.finally(() => {
        room.publishing = undefined;
      });
      await replacing;
    },

    async close() {
      await Promise.all(
        [...rooms].map(([roomId, room]) =>
          stopPublishing(roomId, room, { resumable: true, reason: 'the server is shutting down' }),
        ),
      );
    },
  };
}
