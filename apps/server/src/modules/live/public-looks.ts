import { watch, type FSWatcher } from 'node:fs';
import { stat } from 'node:fs/promises';
import { HLS_SEGMENT_SECONDS, MESSAGES } from '@nyaya/shared';
import { audioOnly } from '../../media/live/audio-only.ts';
import { lowRung } from '../../media/live/low-rung.ts';
import { delayedListing, type PublicSegment } from '../../media/live/delayed-playlist.ts';
import {
  LIVE_PLAYLIST_INPUTS,
  LIVE_ROOM_PATTERN,
  livePlaylistPath,
  liveRoomDir,
  readListingFiles,
} from '../../media/live/live-files.ts';
import { formatMediaPlaylist } from '../../media/live/media-playlist.ts';
import { notFound } from '../../core/errors.ts';

/** What the public of a room is shown right now: its playlists as served, and the segments they list. */
export type PublicLook = {
  playlist: string;
  /** The sound-only rendition's playlist: the same segments, made sound-only (audio-only.ts). */
  audioPlaylist: string;
  /** The low rendition's playlist: the same segments, each stood for by its low version (low-rung.ts). */
  lowPlaylist: string;
  /** The last segment listed; -1 for none. */
  lastSequence: number;
  segments: ReadonlyMap<string, PublicSegment>;
};

/**
 * Every request for a room shares one look at it (its delay in the database, ffmpeg's playlist, the cuts) for this
 * long, however many viewers ask: a changed delay, a new segment or a cut reaches them this much later at most. A
 * cut never shows late: it covers only what was not public yet when it was made, which no earlier look listed.
 */
export const LOOK_SHARED_MS = 100;

/**
 * Players are told they may ask for the next segment and have the request held until it is listed: hls.js then
 * learns of a segment as it is listed instead of on its next reload, up to a segment length later.
 */
const SERVER_CONTROL = '#EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD=YES';
/** The longest a request waits for its segment (three target durations, as the spec allows), then gets the list as it is. */
export const BLOCKING_RELOAD_MS = 3 * HLS_SEGMENT_SECONDS * 1000;

type Taken = { look: PublicLook; at: number; monotonicAt: number };

type Signal = { promise: Promise<void>; fire: () => void };

function signal(): Signal {
  let fire = () => undefined as void;
  const promise = new Promise<void>((resolve) => (fire = resolve));
  return { promise, fire };
}

type Room = {
  /** The last look, while it may still be shared. */
  latest?: Taken;
  /** The playlist the last look found, however old. */
  seen?: string;
  taking?: Promise<PublicLook>;
  /** Fired when a look finds the public playlist changed: the held requests look again. */
  changed: Signal;
  held: number;
  /** While requests are held: a look every LOOK_SHARED_MS, and at once when the room's files change. */
  poller?: NodeJS.Timeout;
  watcher?: FSWatcher;
};

// The wall clock decides what the delay lets out; the monotonic one how old a look is, even when the wall clock jumps.
const isFresh = ({ at, monotonicAt }: Taken) => {
  const age = Date.now() - at;
  return age >= 0 && age < LOOK_SHARED_MS && performance.now() - monotonicAt < LOOK_SHARED_MS;
};

type Deps = {
  mediaDir: string;
  /** The room's delay in minutes; undefined for no such streaming room. */
  delayOf: (room: string) => Promise<number | undefined>;
  /** Since when the room is on air (streaming a hearing the public may see), epoch ms; undefined when it is not. */
  onAirSince: (room: string) => Promise<number | undefined>;
};

/** When the room's playlist was last written (epoch ms); never for none. */
const writtenAt = async (dir: string) =>
  (await stat(livePlaylistPath(dir)).catch(() => undefined))?.mtimeMs ?? Infinity;

/** The public playlists of the streaming rooms, each built once per look and shared by all its viewers. */
export function createPublicLooks({ mediaDir, delayOf, onAirSince }: Deps) {
  const rooms = new Map<string, Room>();

  /**
   * The room's public playlist as its files and delay are now; 404 for no such room. A room whose stream has not
   * written its first segment yet has an empty playlist: a player that starts then keeps asking.
   */
  async function take(room: string): Promise<PublicLook> {
    const delayMinutes = await delayOf(room);
    if (delayMinutes === undefined) throw notFound(MESSAGES.streamNotFound);
    const dir = liveRoomDir(mediaDir, room);
    const { playlist, ...files } = await readListingFiles(dir);
    const input = { ...files, playlist: playlist ?? '', delayMinutes, now: Date.now() };
    // The public's playlist ends with the stream (the relay's does not: the broadcast ends the relay).
    const options = { endList: true, headerLines: [SERVER_CONTROL] };
    const listing = delayedListing(input, options);
    // On air again since the stream ended, before the next recording's first segment: that stream is over, and a
    // player that starts now waits for the new one instead of playing the last one as if it were live. A stream
    // that ended while on air keeps its end, for the players that follow it to see. When it ended is when its
    // playlist was last written (it is not written again until the next stream): the segments' dates may lag.
    const over = listing.ended && ((await onAirSince(room)) ?? -Infinity) > (await writtenAt(dir));
    const {
      text,
      segments,
      listing: listed,
    } = over ? delayedListing({ ...input, playlist: '' }, options) : listing;
    return {
      playlist: text,
      audioPlaylist: formatMediaPlaylist(audioOnly.listingOf(listed), options.headerLines),
      lowPlaylist: formatMediaPlaylist(lowRung.listingOf(listed), options.headerLines),
      lastSequence: segments.at(-1)?.sequence ?? -1,
      segments: new Map(segments.map((segment) => [segment.uri, segment])),
    };
  }

  function lookAt(room: string, state: Room): Promise<PublicLook> {
    if (state.latest && isFresh(state.latest)) return Promise.resolve(state.latest.look);
    state.taking ??= take(room)
      .then((look) => {
        state.latest = { look, at: Date.now(), monotonicAt: performance.now() };
        if (state.seen !== undefined && state.seen !== look.playlist) {
          state.changed.fire();
          state.changed = signal();
        }
        state.seen = look.playlist;
        return look;
      })
      .catch((error: unknown) => {
        // A name that is no streaming room is kept nowhere: a prober cannot fill the map.
        if (state.held === 0) rooms.delete(room);
        state.changed.fire();
        state.changed = signal();
        throw error;
      })
      .finally(() => (state.taking = undefined));
    return state.taking;
  }

  function roomOf(room: string): Room {
    // A bad name is a missing stream, not a bad request: nothing tells a prober which names are checked.
    if (!LIVE_ROOM_PATTERN.test(room)) throw notFound(MESSAGES.streamNotFound);
    let state = rooms.get(room);
    if (!state) {
      state = { changed: signal(), held: 0 };
      rooms.set(room, state);
    }
    return state;
  }

  /** A look at the room's files as they are from now: one under way may have read them before they changed. */
  function lookAgain(room: string, state: Room) {
    const again = () => {
      state.latest = undefined;
      return lookAt(room, state).catch(() => undefined);
    };
    const underWay = state.taking;
    if (underWay) void underWay.then(again, again);
    else void again();
  }

  function hold(room: string, state: Room) {
    state.held += 1;
    if (state.held > 1) return;
    state.poller = setInterval(() => lookAgain(room, state), LOOK_SHARED_MS).unref();
    try {
      // Renamed into place, as ffmpeg and replaceFile write them: a file written in place may be read half done.
      state.watcher = watch(liveRoomDir(mediaDir, room), (event, file) => {
        if (event === 'rename' && file !== null && LIVE_PLAYLIST_INPUTS.includes(file))
          lookAgain(room, state);
      })
        .on('error', () => state.watcher?.close())
        .unref();
    } catch {
      // No stream has written to the room yet: the poller alone sees its first playlist.
    }
  }

  function release(state: Room) {
    state.held -= 1;
    if (state.held > 0) return;
    clearInterval(state.poller);
    state.watcher?.close();
    state.poller = undefined;
    state.watcher = undefined;
  }

  /**
   * The room's public playlist once it lists segment `sequence` or the wait is over (LL-HLS blocking reload, RFC
   * 8216bis 6.2.5.2); at once without a sequence. Held requests sleep until a look finds the playlist changed.
   */
  async function listing(room: string, sequence?: number): Promise<PublicLook> {
    const state = roomOf(room);
    let look = await lookAt(room, state);
    if (sequence === undefined || look.lastSequence >= sequence) return look;
    let waited = false;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, BLOCKING_RELOAD_MS))).then(
      () => (waited = true),
    );
    hold(room, state);
    try {
      while (look.lastSequence < sequence && !waited) {
        if (state.latest?.look === look) await Promise.race([state.changed.promise, giveUp]);
        look = await lookAt(room, state);
      }
    } finally {
      clearTimeout(timer);
      release(state);
    }
    return look;
  }

  function close() {
    for (const state of rooms.values()) {
      clearInterval(state.poller);
      state.watcher?.close();
    }
    rooms.clear();
  }

  return { listing, close };
}
