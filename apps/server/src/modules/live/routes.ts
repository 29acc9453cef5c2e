import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { API_PREFIX, MESSAGES, courtDate, numericIdParams, type LiveHearing } from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import {
  delayedPlaylist,
  isPublicSegment,
  type DelayedPlaylistInput,
} from '../../media/live/delayed-playlist.ts';
import {
  LIVE_ROOM_PATTERN,
  LIVE_SEGMENT_PATTERN,
  LIVE_SEGMENT_TYPE,
  livePlaylistPath,
  liveRoomDir,
  readCuts,
  readIfExists,
} from '../../media/live/live-files.ts';
import { notFound } from '../../plugins/errors.ts';
import { findHearingById } from '../cases/queries.ts';
import type { CourtroomStore } from '../courtroom/courtroom-store.ts';
import { publicStreamStateOf } from '../courtroom/on-air.ts';
import { liveStreamDelayOf } from './queries.ts';

const tags = ['live'];
const config = { access: 'signedIn' as const };

const playlistParams = z.object({ roomId: z.string() });
const segmentParams = z.object({ roomId: z.string(), segment: z.string() });
const hearingParams = z.object({ hearingId: numericIdParams.shape.id });

type Deps = { db: Database; mediaDir: string; store: CourtroomStore };

/** The public live stream of a streaming room (HLS, held back by the room's delay), under /live. */
export function liveRoutes({ db, mediaDir, store }: Deps): FastifyPluginAsyncZod {
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
      courtName: hearing.courtName ?? roomId,
      delayMinutes: (await liveStreamDelayOf(db, roomId)) ?? 0,
      playlistUrl: `${API_PREFIX}/live/${encodeURIComponent(roomId)}/index.m3u8`,
      state: publicStreamStateOf(roomId, await store.meta(roomId)),
    };
  }

  /** What the room's public playlist is made of right now; 404 for no such room or no stream yet. */
  async function publicView(room: string): Promise<DelayedPlaylistInput> {
    // A bad name is a missing stream, not a bad request: nothing tells a prober which names are checked.
    if (!LIVE_ROOM_PATTERN.test(room)) throw notFound(MESSAGES.streamNotFound);
    const delayMinutes = await liveStreamDelayOf(db, room);
    if (delayMinutes === undefined) throw notFound(MESSAGES.streamNotFound);
    const dir = liveRoomDir(mediaDir, room);
    const playlist = await readIfExists(livePlaylistPath(dir));
    if (playlist === undefined) throw notFound(MESSAGES.streamNotFound);
    return { playlist, delayMinutes, now: Date.now(), cuts: await readCuts(dir) };
  }

  return async (app) => {
    app.get('/hearings/:hearingId', { config, schema: { tags, params: hearingParams } }, async (request) => ({
      status: true,
      data: await liveHearing(request.params.hearingId),
    }));

    app.get(
      '/:roomId/index.m3u8',
      { config, schema: { tags, params: playlistParams } },
      async (request, reply) => {
        const playlist = delayedPlaylist(await publicView(request.params.roomId));
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
        if (!isPublicSegment(await publicView(room), segment)) throw notFound(MESSAGES.streamNotFound);
        const file = createReadStream(join(liveRoomDir(mediaDir, room), segment));
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
