import fastifyStatic from '@fastify/static';
import {
  MESSAGE_CODES,
  VIEWING_VERSIONS,
  hearingIdParams,
  type ApiSuccess,
  type HearingVideo,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../core/config.ts';
import type { Database } from '../../core/db/client.ts';
import { ensureMediaAreas } from '../../media/media-areas.ts';
import { signedIn } from '../../plugins/role-guard.ts';
import { actorOf } from '../../plugins/actor.ts';
import { recordAccess } from '../../core/access-log.ts';
import { hearingVideo, recordingFile, type RecordingDeps } from './service.ts';
import { VIDEO_TOKEN_PATTERN } from './video-token.ts';
import type { ViewingVersionMaker } from './viewing-versions.ts';

const tags = ['recordings'];
const config = { access: 'signedIn' as const };

const fileParams = z.object({
  token: z.string().regex(VIDEO_TOKEN_PATTERN, { error: MESSAGE_CODES.invalidRequest }),
});
/** Without a version: the recording as it was made. */
const fileQuery = z.object({
  version: z.enum(VIEWING_VERSIONS, { error: MESSAGE_CODES.invalidRequest }).optional(),
});

/** A signed address is a credential for its viewer: it never reaches the log. */
const tokenFreeRequest = (request: { method: string }) => ({
  method: request.method,
  url: '/api/v1/videos/file/…',
});

type Deps = {
  db: Database;
  config: Pick<Config, 'mediaDir' | 'mediaUrlSecret'>;
  viewingVersions: ViewingVersionMaker | undefined;
};

/** The recordings viewer (spec.md §7 "Video"), under /videos. */
export function recordingRoutes({ db, config: settings, viewingVersions }: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    if (settings.mediaUrlSecret.isDevelopmentDefault) {
      app.log.warn('MEDIA_URL_SECRET is not set: video addresses are signed with the development key');
    }
    const areas = await ensureMediaAreas(settings.mediaDir);
    // Only reply.sendFile (ranges, Content-Type, conditional requests); no route serves the folder itself.
    await app.register(fastifyStatic, { root: areas.recordings, serve: false, cacheControl: false });
    const deps: RecordingDeps = {
      db,
      mediaDir: settings.mediaDir,
      urlSecret: settings.mediaUrlSecret.value,
      ...(viewingVersions && { viewingVersions }),
    };

    app.get(
      '/file/:token',
      {
        config,
        logLevel: 'warn',
        logSerializers: { req: tokenFreeRequest },
        schema: { tags, params: fileParams, querystring: fileQuery },
        // A range past the end gets 416 with the file's size (RFC 9110), so the player can ask again.
        errorHandler: (error, request, reply) => {
          const range = (error as { headers?: Record<string, string> }).headers?.['Content-Range'];
          if (error.statusCode === 416 && range) reply.header('content-range', range);
          return app.errorHandler(error, request, reply);
        },
      },
      async (request, reply) => {
        const { user } = signedIn(request);
        const { version } = request.query;
        const { root, file } = await recordingFile(deps, request.params.token, user, version);
        reply.header('cache-control', 'private, no-store');
        return reply.type(version === 'audio' ? 'audio/mp4' : 'video/mp4').sendFile(file, root);
      },
    );

    app.get(
      '/:hearingId',
      { config, schema: { tags, params: hearingIdParams } },
      async (request): Promise<ApiSuccess<HearingVideo>> => {
        const video = await hearingVideo(deps, request.params.hearingId, signedIn(request).user);
        // The user's Transactions page lists it, and the access log keeps who watched which hearing.
        await recordAccess(db, {
          event: 'recording_viewed',
          ...actorOf(request),
          target: video.hearing.cnr,
          detail: video.hearing.hearingDate,
        });
        return { status: true, data: video };
      },
    );
  };
}
