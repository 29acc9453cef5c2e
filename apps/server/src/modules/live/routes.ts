import { join } from 'node:path';
import {
  API_PREFIX,
  MAX_DATABASE_INTEGER,
  MESSAGES,
  courtDate,
  hearingIdParams,
  type LiveHearing,
} from '@nyaya/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../core/db/client.ts';
import { LIVE_SEGMENT_PATTERN, LIVE_SEGMENT_TYPE, liveRoomDir } from '../../media/live/live-files.ts';
import { AUDIO_ONLY_PLAYLIST, audioOnly, createAudioOnlySegments } from '../../media/live/audio-only.ts';
import { LOW_RUNG_PLAYLIST, createLowRungSegments, lowRung } from '../../media/live/low-rung.ts';
import {
  COURTROOM_PLAYLIST,
  MULTIVARIANT_PLAYLIST,
  courtroomRendition,
  lowRungRendition,
  multivariantPlaylist,
} from '../../media/live/multivariant-playlist.ts';
import { createSegmentCache, type SegmentFile } from '../../media/live/segment-cache.ts';
import { ensureSlate } from '../../media/live/slate.ts';
import { badRequest, notFound } from '../../core/errors.ts';
import { courtOf, findHearingById } from '../cause-list/index.ts';
import { type CourtroomStore, isOnAir, publicStreamStateOf } from '../room-state/index.ts';
import { createPublicLooks, type PublicLook } from './public-looks.ts';
import { liveStreamDelayOf, streamDelayOf } from '../stream-setup/index.ts';

const tags = ['live'];
const config = { access: 'signedIn' as const };

const playlistParams = z.object({ roomId: z.string() });
/** LL-HLS blocking playlist reload (RFC 8216bis 6.2.5.2), segments only: "answer once segment N is listed". */
const playlistQuery = z.object({
  _HLS_msn: z.coerce.number().int().nonnegative().max(MAX_DATABASE_INTEGER).optional(),
});
const segmentParams = z.object({ roomId: z.string(), segment: z.string() });

/** Each rendition's media playlist: the same look at the room, listed as the courtroom or as its sound alone. */
const MEDIA_PLAYLISTS: readonly [string, (look: PublicLook) => string][] = [
  [COURTROOM_PLAYLIST, (look) => look.playlist],
  [AUDIO_ONLY_PLAYLIST, (look) => look.audioPlaylist],
  [LOW_RUNG_PLAYLIST, (look) => look.lowPlaylist],
];

const streamPath = (roomId: string) => `${API_PREFIX}/live/${encodeURIComponent(roomId)}`;

type Deps = { db: Database; mediaDir: string; store: CourtroomStore; defaultDelayMinutes: number };

/** The public live stream of a streaming room (HLS, held back by the room's delay), under /live. */
export function liveRoutes({ db, mediaDir, store, defaultDelayMinutes }: Deps): FastifyPluginAsyncZod {
  /** Today's hearing a viewer chose in search, where its room streams, and whether it is on air now. */
  async function liveHearing(hearingId: number): Promise<LiveHearing> {
    const hearing = await findHearingById(db, hearingId);
    if (!hearing || hearing.nextDate !== courtDate()) throw notFound(MESSAGES.streamNotFound);
    const roomId = hearing.roomId;
    return {
      hearingId,
      roomId,
      cnr: hearing.cnr,
      caseNumber: hearing.caseNumber,
      courtName: courtOf(hearing),
      delayMinutes: await streamDelayOf(db, roomId, defaultDelayMinutes),
      playlistUrl: `${streamPath(roomId)}/${COURTROOM_PLAYLIST}`,
      renditionsUrl: `${streamPath(roomId)}/${MULTIVARIANT_PLAYLIST}`,
      audioPlaylistUrl: `${streamPath(roomId)}/${AUDIO_ONLY_PLAYLIST}`,
      state: publicStreamStateOf(roomId, await store.meta(roomId)),
    };
  }

  const looks = createPublicLooks({
    mediaDir,
    delayOf: (room) => liveStreamDelayOf(db, room, defaultDelayMinutes),
    onAirSince: async (room) => {
      const meta = await store.meta(room);
      return isOnAir(meta) ? (meta.onAirSince ?? undefined) : undefined;
    },
  });
  const segmentFiles = createSegmentCache();

  const audioOnlySegments = createAudioOnlySegments();
  const lowRungSegments = createLowRungSegments({ mediaDir, read: segmentFiles.read });

  /**
   * The room's public look, once its playlists list segment `sequence` or the wait is over. A segment more than two
   * past the last listed one is no request a player makes (RFC 8216bis 6.2.5.2): 400 at once.
   */
  async function lookListing(room: string, sequence: number | undefined) {
    const current = await looks.listing(room);
    if (sequence !== undefined && sequence > current.lastSequence + 2) {
      throw badRequest(MESSAGES.streamSegmentTooFarAhead, '_HLS_msn');
    }
    return looks.listing(room, sequence);
  }

  /** A segment the room's public playlists list now, courtroom, low or sound-only; 404 for any other name. */
  async function publicSegment(room: string, segment: string): Promise<SegmentFile> {
    const sound = audioOnly.sourceOf(segment);
    const low = lowRung.sourceOf(segment);
    const source = sound ?? low ?? segment;
    // Only a name the pipeline writes, and only once it is public: never a path of the client's choosing.
    if (!LIVE_SEGMENT_PATTERN.test(source)) throw notFound(MESSAGES.streamNotFound);
    const { segments } = await looks.listing(room);
    const listed = segments.get(source);
    if (!listed) throw notFound(MESSAGES.streamNotFound);
    const dir = liveRoomDir(mediaDir, room);
    if (listed.slate !== undefined) await ensureSlate(dir, listed);
    // The file can be gone since it was listed (ffmpeg deletes the oldest).
    const path = join(dir, source);
    const file = await segmentFiles.read(path);
    if (!file) throw notFound(MESSAGES.streamNotFound);
    if (low !== undefined) {
      if (listed.slate !== undefined) return file;
      const before = [...segments.values()].find((other) => other.sequence === listed.sequence - 1);
      const afterPublic = !listed.discontinuity && before !== undefined && before.slate === undefined;
      return (
        (await lowRungSegments.standingFor(room, file, { duration: listed.duration, afterPublic })) ?? file
      );
    }
    if (sound === undefined) return file;
    try {
      return audioOnlySegments.of(path, file);
    } catch {
      // A recording without sound has no sound-only rendition.
      throw notFound(MESSAGES.streamNotFound);
    }
  }

  const sendPlaylist = (reply: FastifyReply, playlist: string) =>
    reply.header('cache-control', 'no-cache').type('application/vnd.apple.mpegurl').send(playlist);

  return async (app) => {
    app.addHook('onClose', async () => looks.close());
    app.get(
      '/hearings/:hearingId',
      { config, schema: { tags, params: hearingIdParams } },
      async (request) => ({
        status: true,
        data: await liveHearing(request.params.hearingId),
      }),
    );

    app.get(
      `/:roomId/${MULTIVARIANT_PLAYLIST}`,
      { config, schema: { tags, params: playlistParams } },
      async (request, reply) => {
        const { roomId: room } = request.params;
        const listed = [...(await looks.listing(room)).segments.values()];
        const [courtroom, low] = await Promise.all([
          courtroomRendition(liveRoomDir(mediaDir, room), listed),
          lowRungRendition(mediaDir, room),
        ]);
        return sendPlaylist(reply, multivariantPlaylist(courtroom, low));
      },
    );

    for (const [name, playlistOf] of MEDIA_PLAYLISTS) {
      app.get(
        `/:roomId/${name}`,
        { config, schema: { tags, params: playlistParams, querystring: playlistQuery } },
        async (request, reply) => {
          const look = await lookListing(request.params.roomId, request.query._HLS_msn);
          return sendPlaylist(reply, playlistOf(look));
        },
      );
    }

    app.get(
      '/:roomId/:segment',
      { config, schema: { tags, params: segmentParams } },
      async (request, reply) => {
        const file = await publicSegment(request.params.roomId, request.params.segment);
        reply.header('cache-control', 'private, max-age=3600');
        reply.header('etag', file.etag);
        reply.header('last-modified', file.modifiedAt.toUTCString());
        if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
        return reply.type(LIVE_SEGMENT_TYPE).send(file.bytes);
      },
    );
  };
}
