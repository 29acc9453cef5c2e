import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../core/db/client.ts';
import { createLivePipelines } from '../../media/live/live-pipeline.ts';
import { lowRungMediaDir } from '../../media/live/low-rung.ts';
import type { MediaProcesses } from '../../media/media-processes.ts';
import type { RoomAnnouncer, StreamEvents } from '../courtroom/index.ts';
import { type CourtroomStore, isOnAir, offAirMessageOf } from '../room-state/index.ts';
import { type KeyCipher, streamDelayOf } from '../stream-setup/index.ts';
import { createRelaySupervision } from './relay-supervision.ts';
import { relayTargetsOf } from './relay-targets.ts';

type Deps = {
  db: Database;
  store: CourtroomStore;
  mediaDir: string;
  /** Reads the rooms' stream keys. */
  cipher: KeyCipher;
  log: FastifyBaseLogger;
  /** The room's state changed here (relay, failure): its hosts and the Controllers are told. */
  announce: RoomAnnouncer;
  /** The delay of a room without a stream setup (DEFAULT_STREAM_DELAY_MINUTES). */
  defaultDelayMinutes: number;
  /** Where the room's ffmpeg processes report their state, for System Health. */
  processes: MediaProcesses;
};

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** What this instance does for a room whose recording it receives. */
type RoomBroadcast = {
  onAir: boolean;
  queue: Promise<void>;
};

export type Broadcast = StreamEvents & { close: () => Promise<void> };

/**
 * The public side of a courtroom (docs/decisions/media-pipeline.md 4, 5): the recording's chunks become the room's
 * HLS while it is on air, pausing cuts what the delay holds back, and the delayed stream is relayed to the room's
 * YouTube and Facebook setup.
 */
export function createBroadcast(deps: Deps): Broadcast {
  const { store, log } = deps;
  const rooms = new Map<string, RoomBroadcast>();
  const delayOf = (roomId: string) => streamDelayOf(deps.db, roomId, deps.defaultDelayMinutes);
  const relays = createRelaySupervision({
    mediaDir: deps.mediaDir,
    log,
    targetsOf: (roomId) => relayTargetsOf(deps, roomId),
    delayOf,
    relaysChanged: async (roomId, relayStates) => {
      deps.processes.setRelays(roomId, relayStates);
      await changeMeta(roomId, { relay: relayStates });
    },
    enqueue,
  });
  const live = createLivePipelines({
    mediaDir: deps.mediaDir,
    log,
    onFailure: (roomId, reason) => void changeMeta(roomId, { streamFailure: reason }),
    onIngest: (roomId, state) => deps.processes.setIngest(roomId, state),
    delayOf,
    replaceStream: relays.replaceStream,
  });
  // The judge's low rendition (media/live/low-rung.ts): dated at the courtroom recording's start, so that its
  // segments can be matched to the courtroom's by their timestamps. No relay sends it and no failure of it is the
  // room's: the courtroom's own segments stand in.
  const lowRung = createLivePipelines({
    mediaDir: lowRungMediaDir(deps.mediaDir),
    log: log.child({ rendition: 'low' }),
    onIngest: (roomId, state) => deps.processes.setLowRung(roomId, state),
    delayOf,
    recordingStartOf: (roomId) => live.recordingStart(roomId),
  });

  async function changeMeta(roomId: string, change: Parameters<CourtroomStore['setMeta']>[1]) {
    try {
      await store.setMeta(roomId, change);
      // Heard here as every change of the room is: one made on another instance shows in the snapshot.
      events.roomChanged(await deps.announce(roomId));
    } catch (error) {
      log.error({ err: error, roomId }, 'broadcast: reporting the state failed');
    }
  }

  function roomOf(roomId: string) {
    let room = rooms.get(roomId);
    if (!room) {
      room = { onAir: false, queue: Promise.resolve() };
      rooms.set(roomId, room);
    }
    return room;
  }

  /** Set by close: what the courtroom tells after it (a recording finalised on the way down) starts nothing. */
  let closed = false;

  /** Every step of a room after the previous one: chunks reach ffmpeg in order, a cut after them. */
  function enqueue(roomId: string, step: (room: RoomBroadcast) => Promise<void>) {
    if (closed) return;
    const room = roomOf(roomId);
    room.queue = room.queue
      .then(() => step(room))
      .catch((error: unknown) => log.error({ err: error, roomId }, 'broadcast'));
  }

  async function goOnAir(roomId: string, room: RoomBroadcast, onAir: boolean) {
    if (room.onAir === onAir) return;
    room.onAir = onAir;
    if (onAir) {
      await changeMeta(roomId, { streamFailure: null });
      await relays.start(roomId);
      return;
    }
    // Nothing the judge cut ever reaches the public or the relay: what the delay holds back is dropped now.
    await live.cut(roomId, await delayOf(roomId), offAirMessageOf(await store.meta(roomId)));
  }

  const events: StreamEvents = {
    chunkStored(roomId, _sessionId, { bytes, arrivedAt, replayed = false }, mimeType) {
      enqueue(roomId, async (room) => {
        // A chunk that arrived before the room went on air holds what was recorded off air: it is not shown.
        const meta = await store.meta(roomId);
        const onAir = isOnAir(meta) && arrivedAt > (meta.onAirSince ?? 0);
        const chunk = bufferOf(bytes);
        // A replayed chunk only gives the stream back what a crash cut off, and the next new one says what is on
        // air. A restored room counts as on air from its restore, so the stream's own record (where its segments
        // end, its stretches off air) tells what of the replayed chunk was on air.
        if (replayed) {
          if (isOnAir(meta)) live.push(roomId, chunk, mimeType, true, arrivedAt, { replayed });
          return;
        }
        await goOnAir(roomId, room, onAir);
        live.push(roomId, chunk, mimeType, onAir, arrivedAt);
      });
    },

    lowRungChunk(roomId, { bytes, arrivedAt }, mimeType) {
      enqueue(roomId, async (room) => {
        // On air as the courtroom's chunks have it (they take the room on and off air).
        const onAir = room.onAir && arrivedAt > ((await store.meta(roomId)).onAirSince ?? 0);
        lowRung.push(roomId, bufferOf(bytes), mimeType, onAir, arrivedAt);
      });
    },

    recordingStopped(roomId) {
      enqueue(roomId, async (room) => {
        await Promise.all([live.end(roomId), lowRung.end(roomId)]);
        // The next recording is a new stream: nothing to cut between the two.
        room.onAir = false;
        await relays.endWhenLetOut(roomId);
      });
    },

    roomChanged(snapshot) {
      const room = rooms.get(snapshot.roomId);
      if (!room?.onAir || isOnAir(snapshot)) return;
      enqueue(snapshot.roomId, (current) => goOnAir(snapshot.roomId, current, false));
    },
  };

  return {
    ...events,
    async close() {
      closed = true;
      await Promise.all([...rooms.values()].map((room) => room.queue));
      await relays.close();
      await Promise.all([live.stopAll(), lowRung.stopAll()]);
    },
  };
}
