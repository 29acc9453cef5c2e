import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  API_PREFIX,
  HLS_SEGMENT_SECONDS,
  MAX_DATABASE_INTEGER,
  MESSAGES,
  courtDate,
  numericIdParams,
  type LiveHearing,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import {
  delayedPlaylist,
  publicSegmentOf,
  type DelayedPlaylistInput,
} from '../../media/live/delayed-playlist.ts';
import {
  LIVE_ROOM_PATTERN,
  LIVE_SEGMENT_PATTERN,
  LIVE_SEGMENT_TYPE,
  livePlaylistPath,
  liveRoomDir,
  readClock,
  readCuts,
  readIfExists,
} from '../../media/live/live-files.ts';
import { lastListedSequence } from '../../media/live/media-playlist.ts';
import { ensureSlate } from '../../media/live/slate.ts';
import { badRequest, notFound } from '../../plugins/errors.ts';
import { courtNameOf } from '../cases/presenter.ts';
import { findHearingById } from '../cases/queries.ts';
import type { CourtroomStore } from '../courtroom/courtroom-store.ts';
import { publicStreamStateOf } from '../courtroom/on-air.ts';
import { liveStreamDelayOf, streamDelayOf } from './queries.ts';

const tags = ['live'];
const config = { access: 'signedIn' as const };

const playlistParams = z.object({ roomId: z.string() });
/** LL-HLS blocking playlist reload (RFC 8216bis 6.2.5.2), segments only: "answer once segment N is listed". */
const playlistQuery = z.object({
  _HLS_msn: z.coerce.number().int().nonnegative().max(MAX_DATABASE_INTEGER).optional(),
});
const segmentParams = z.object({ roomId: z.string(), segment: z.string() });
const hearingParams = z.object({ hearingId: numericIdParams.shape.id });

type Deps = { db: Database; mediaDir: string; store: CourtroomStore; defaultDelayMinutes: number };

/**
 * Players are told they may ask for the next segment and have the request held until it is listed: hls.js then
 * learns of a segment as it is listed instead of on its next reload, up to a segment length later.
 */
const SERVER_CONTROL = '#EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD=YES';
/** The longest a request waits for its segment (three target durations, as the spec allows), then gets the list as it is. */
const BLOCKING_RELOAD_MS = 3 * HLS_SEGMENT_SECONDS * 1000;
const BLOCKING_POLL_MS = 100;

const withServerControl = (playlist: string) =>
  playlist.replace(/^#EXT-X-TARGETDURATION:.*$/m, (line) => `${line}\n${SERVER_CONTROL}`);

/** The public live stream of a streaming room (HLS, held back by the room's delay), under /live. */
export function liveRoutes({ db, mediaDir, store, defaultDelayMinutes }: Deps): FastifyPluginAsyncZod {
  /** Today's hearing a viewer chose in search, where its room streams, and whether it is on air now. */
  async function liveHearing(hearingId: number): Promise<LiveHearing> {
    const hearing = await findHearingById(db, hearingId);
    if (!hearing || hearing.nextDate !== courtDate()) throw notFound(MESSAGES.streamNotFound);
    const roomId = hearing.roomNo;
    return {
      hearingId,
      roomId,
      cnr: hearing.cnr,
      caseNumber: hearing.caseNumber,
      courtName: courtNameOf(hearing) ?? roomId,
      delayMinutes: await streamDelayOf(db, roomId, defaultDelayMinutes),
      playlistUrl: `${API_PREFIX}/live/${encodeURIComponent(roomId)}/index.m3u8`,
      state: publicStreamStateOf(roomId, await store.meta(roomId)),
    };
  }

  /**
   * What the room's public playlist is made of right now; 404 for no such room. A room whose stream has not
   * written its first segment yet has an empty playlist: a player that starts then keeps asking.
   */
  async function publicView(room: string): Promise<DelayedPlaylistInput> {
    // A bad name is a missing stream, not a bad request: nothing tells a prober which names are checked.
    if (!LIVE_ROOM_PATTERN.test(room)) throw notFound(MESSAGES.streamNotFound);
    const delayMinutes = await liveStreamDelayOf(db, room, defaultDelayMinutes);
    if (delayMinutes === undefined) throw notFound(MESSAGES.streamNotFound);
    const dir = liveRoomDir(mediaDir, room);
    const playlist = (await readIfExists(livePlaylistPath(dir))) ?? '';
    const [cuts, clock] = await Promise.all([readCuts(dir), readClock(dir)]);
    return { playlist, clock, delayMinutes, now: Date.now(), cuts };
  }

  /** The public's playlist ends with the stream (the relay's does not: the broadcast ends the relay). */
  const publicPlaylist = (view: DelayedPlaylistInput) => delayedPlaylist(view, { endList: true });

  /** Requests held for a room share one look at its playlist per poll, however many viewers wait. */
  const latestLook = new Map<string, { at: number; playlist: Promise<string> }>();
  function lookAgain(room: string): Promise<string> {
    const now = performance.now();
    const last = latestLook.get(room);
    if (last && now - last.at < BLOCKING_POLL_MS) return last.playlist;
    const playlist = publicView(room).then(publicPlaylist);
    latestLook.set(room, { at: now, playlist });
    return playlist;
  }

  /**
   * The room's public playlist, once it lists segment `sequence` or the wait is over. A segment more than two
   * past the last listed one is no request a player makes (RFC 8216bis 6.2.5.2): 400 at once.
   */
  async function playlistListing(room: string, sequence: number | undefined): Promise<string> {
    let playlist = publicPlaylist(await publicView(room));
    if (sequence !== undefined && sequence > lastListedSequence(playlist) + 2) {
      throw badRequest(MESSAGES.streamSegmentTooFarAhead, '_HLS_msn');
    }
    const giveUpAt = performance.now() + BLOCKING_RELOAD_MS;
    while (
      sequence !== undefined &&
      lastListedSequence(playlist) < sequence &&
      performance.now() < giveUpAt
    ) {
      await sleep(BLOCKING_POLL_MS);
      playlist = await lookAgain(room);
    }
    return playlist;
  }

  return async (app) => {
    app.get('/hearings/:hearingId', { config, schema: { tags, params: hearingParams } }, async (request) => ({
      status: true,
      data: await liveHearing(request.params.hearingId),
    }));

    app.get(
      '/:roomId/index.m3u8',
      { config, schema: { tags, params: playlistParams, querystring: playlistQuery } },
      async (request, reply) => {
        const playlist = withServerControl(
          await playlistListing(request.params.roomId, request.query._HLS_msn),
        );
        reply.header('cache-control', 'no-cache');
        return reply.type('application/vnd.apple.mpegurl').send(playlist);
      },
    );

    app.get(
      '/:roomId/:segment',
      { config, schema: { tags, params: segmentParams } },
      async (request, reply) => {
        const { roomId: room, segment } = request.params;
        // Only a name the pipeline writes, and only once it is public: never a path of the client's choosing.
        if (!LIVE_SEGMENT_PATTERN.test(segment)) throw notFound(MESSAGES.streamNotFound);
        const listed = publicSegmentOf(await publicView(room), segment);
        if (!listed) throw notFound(MESSAGES.streamNotFound);
        const dir = liveRoomDir(mediaDir, room);
        if (listed.slate !== undefined) await ensureSlate(dir, listed);
        const file = createReadStream(join(dir, segment));
        // The file can be gone between the check and the read (ffmpeg deletes the oldest): wait for it to open.
        await new Promise<void>((resolve, reject) => {
          file.once('open', () => resolve());
          file.once('error', reject);
        }).catch(() => {
          throw notFound(MESSAGES.streamNotFound);
        });
        reply.header('cache-control', 'private, max-age=3600');
        return reply.type(LIVE_SEGMENT_TYPE).send(file);
      },
    );
  };
}
