import { mkdir } from 'node:fs/promises';
import { HLS_SEGMENT_SECONDS } from '@nyaya/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { delayedPlaylist, publicSlates } from '../../media/live/delayed-playlist.ts';
import {
  liveRoomDir,
  publicPlaylistPath,
  readListingFiles,
  replaceFile,
} from '../../media/live/live-files.ts';
import { createLivePipelines } from '../../media/live/live-pipeline.ts';
import { lastListedSequence } from '../../media/live/media-playlist.ts';
import { ensureSlate } from '../../media/live/slate.ts';
import type { MediaProcesses } from '../../media/media-processes.ts';
import {
  createRelay,
  type Relay,
  type RelayBackoff,
  type RelayTarget,
} from '../../media/relay/rtmp-relay.ts';
import type { RoomAnnouncer } from '../courtroom/context.ts';
import type { CourtroomStore } from '../courtroom/courtroom-store.ts';
import { isOnAir, offAirMessageOf } from '../courtroom/on-air.ts';
import type { RecordingEvents } from '../courtroom/recording-events.ts';
import type { KeyCipher } from '../stream-setup/key-cipher.ts';
import { findStreamSetupsOfRoom } from '../stream-setup/queries.ts';
import { streamDelayOf } from './queries.ts';

/** How often the relay's copy of the public playlist is rewritten: new segments become public as time passes. */
const PUBLISH_EVERY_MS = 1000;
/** After the recording stops, the relay runs until the delay has let out its last segments, and a little more. */
const RELAY_TAIL_MS = 3 * HLS_SEGMENT_SECONDS * 1000;
/**
 * The relay's playlist keeps five minutes of public segments (the public's keeps one): a relay that fell behind
 * (a starved machine, a platform slow to take the stream, a restart) still finds what it has not sent.
 */
const RELAY_WINDOW_SEGMENTS = (5 * 60) / HLS_SEGMENT_SECONDS;

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
  relayBackoff?: RelayBackoff;
};

/** What this instance does for a room whose recording it receives. */
type RoomBroadcast = {
  onAir: boolean;
  queue: Promise<void>;
  /** Rewrites the public playlist for the relay; the relay starts once that lists a segment. */
  publisher?: NodeJS.Timeout;
  relay?: Relay;
  /** Ends the relay once the delay has let the stopped recording out. */
  relayEnd?: NodeJS.Timeout;
  /** The last segment the public playlist listed when it was last written. */
  lastPublished: number;
  /** The publishing under way, or a new stream replacing the last: one at a time. */
  publishing?: Promise<void>;
};

export type Broadcast = RecordingEvents & { close: () => Promise<void> };

/**
 * The public side of a courtroom (docs/decisions/media-pipeline.md 4, 5): the recording's chunks become the room's
 * HLS while it is on air, pausing cuts what the delay holds back, and the delayed stream is relayed to the room's
 * YouTube and Facebook setup.
 */
export function createBroadcast(deps: Deps): Broadcast {
  const { db, store, mediaDir, log } = deps;
  const rooms = new Map<string, RoomBroadcast>();
  const delayOf = (roomId: string) => streamDelayOf(db, roomId, deps.defaultDelayMinutes);
  const live = createLivePipelines({
    mediaDir,
    log,
    onFailure: (roomId, reason) => void changeMeta(roomId, { streamFailure: reason }),
    onIngest: (roomId, state) => deps.processes.setIngest(roomId, state),
    delayOf,
    replaceStream: (roomId, clear) => replaceStream(roomId, clear),
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
      room = { onAir: false, queue: Promise.resolve(), lastPublished: -1 };
      rooms.set(roomId, room);
    }
    return room;
  }

  /** Every step of a room after the previous one: chunks reach ffmpeg in order, a cut after them. */
  function enqueue(roomId: string, step: (room: RoomBroadcast) => Promise<void>) {
    const room = roomOf(roomId);
    room.queue = room.queue
      .then(() => step(room))
      .catch((error: unknown) => log.error({ err: error, roomId }, 'broadcast'));
  }

  async function relayTargetsOf(roomId: string): Promise<RelayTarget[]> {
    const [setup] = await findStreamSetupsOfRoom(db, roomId);
    if (!setup) return [];
    const keys = {
      youtube: deps.cipher.decrypt(setup.youtubeKeyEncrypted),
      facebook: deps.cipher.decrypt(setup.facebookKeyEncrypted),
    };
    const urls = { youtube: setup.youtubeUrl, facebook: setup.facebookUrl };
    return (['youtube', 'facebook'] as const).flatMap((platform) => {
      const key = keys[platform];
      if (key === undefined) log.warn({ roomId, platform }, 'broadcast: the stream key cannot be read');
      return key === undefined ? [] : [{ platform, url: urls[platform], key }];
    });
  }

  /**
   * The public playlist as a file the relay's ffmpeg reads, once every slate it lists is there to read; resolves
   * with the last segment it lists (-1 for none yet).
   */
  async function publish(roomId: string): Promise<number> {
    // The moment is taken before the files are read: a stream that ended, read here just before the next
    // recording goes on with it, must not pass for public at a later moment than the next recording was told.
    const now = Date.now();
    const dir = liveRoomDir(mediaDir, roomId);
    const { playlist, ...files } = await readListingFiles(dir);
    if (playlist === undefined) return -1;
    const input = { ...files, playlist, delayMinutes: await delayOf(roomId), now };
    for (const slate of publicSlates(input)) await ensureSlate(dir, slate);
    const text = delayedPlaylist(input, { windowSegments: RELAY_WINDOW_SEGMENTS });
    await replaceFile(publicPlaylistPath(dir), text);
    return lastListedSequence(text);
  }

  /** After each publishing: the relay starts at the first public segment, and hears of each new one. */
  async function published(roomId: string, room: RoomBroadcast, last: number) {
    if (last < 0) return;
    if (!room.relay) await startRelay(roomId, room);
    if (last > room.lastPublished) room.relay?.inputAdvanced();
    room.lastPublished = last;
  }

  async function startRelay(roomId: string, room: RoomBroadcast) {
    const targets = await relayTargetsOf(roomId);
    if (targets.length === 0 || room.relay) return;
    const input = publicPlaylistPath(liveRoomDir(mediaDir, roomId));
    const relay = createRelay({ input, targets, log, backoff: deps.relayBackoff });
    relay.onState((relayStates) => {
      deps.processes.setRelays(roomId, relayStates);
      void changeMeta(roomId, { relay: relayStates });
    });
    room.relay = relay;
    relay.start();
  }

  /** Publishes every second; the relay starts at the first public segment (before, ffmpeg has nothing to read). */
  async function startPublishing(roomId: string, room: RoomBroadcast) {
    clearTimeout(room.relayEnd);
    room.relayEnd = undefined;
    if (room.publisher || (await relayTargetsOf(roomId)).length === 0) return;
    await mkdir(liveRoomDir(mediaDir, roomId), { recursive: true });
    room.publisher = setInterval(() => {
      if (room.publishing) return;
      room.publishing = publish(roomId)
        .then((last) => published(roomId, room, last))
        .catch((error: unknown) => log.error({ err: error, roomId }, 'broadcast: publishing failed'))
        .finally(() => {
          room.publishing = undefined;
        });
    }, PUBLISH_EVERY_MS);
  }

  /**
   * The relay follows one playlist: while a new stream replaces the last, nothing is published, the relay stops,
   * and the next relay starts at the new stream's first public segment.
   */
  async function replaceStream(roomId: string, clear: () => Promise<void>) {
    const room = rooms.get(roomId);
    if (!room) return clear();
    const replacing = (async () => {
      await room.publishing;
      await stopRelay(roomId, room);
      await clear();
    })();
    room.publishing = replacing.finally(() => {
      room.publishing = undefined;
    });
    await replacing;
  }

  /** `resumable`: the server shuts down mid-broadcast, and the next one's relay resumes where this one was. */
  async function stopRelay(roomId: string, room: RoomBroadcast, resumable = false) {
    const relay = room.relay;
    room.relay = undefined;
    room.lastPublished = -1;
    if (!relay) return;
    await relay.stop({ resumable });
    deps.processes.setRelays(roomId, []);
    await changeMeta(roomId, { relay: [] });
  }

  async function stopPublishing(roomId: string, room: RoomBroadcast, resumable = false) {
    clearInterval(room.publisher);
    clearTimeout(room.relayEnd);
    room.publisher = undefined;
    room.relayEnd = undefined;
    // A publishing under way would start a relay after this one stopped, and nothing would stop that one.
    await room.publishing;
    await stopRelay(roomId, room, resumable);
  }

  async function goOnAir(roomId: string, room: RoomBroadcast, onAir: boolean) {
    if (room.onAir === onAir) return;
    room.onAir = onAir;
    if (onAir) {
      await changeMeta(roomId, { streamFailure: null });
      await startPublishing(roomId, room);
      return;
    }
    // Nothing the judge cut ever reaches the public or the relay: what the delay holds back is dropped now.
    await live.cut(roomId, await delayOf(roomId), offAirMessageOf(await store.meta(roomId)));
  }

  const events: RecordingEvents = {
    chunkStored(roomId, _sessionId, { bytes, arrivedAt, replayed = false }, mimeType) {
      enqueue(roomId, async (room) => {
        // A chunk that arrived before the room went on air holds what was recorded off air: it is not shown.
        const meta = await store.meta(roomId);
        const onAir = isOnAir(meta) && arrivedAt > (meta.onAirSince ?? 0);
        const chunk = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
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

    recordingStopped(roomId) {
      enqueue(roomId, async (room) => {
        await live.end(roomId);
        // The next recording is a new stream: nothing to cut between the two.
        room.onAir = false;
        if (!room.publisher) return;
        const delayMs = (await delayOf(roomId)) * 60_000;
        room.relayEnd = setTimeout(
          () => enqueue(roomId, () => stopPublishing(roomId, room)),
          delayMs + RELAY_TAIL_MS,
        );
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
      await Promise.all([...rooms].map(([roomId, room]) => stopPublishing(roomId, room, true)));
      await live.stopAll();
    },
  };
}
