import { MESSAGES, announcementSchema } from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable } from '../../core/errors.ts';
import { createSpeech, type Speech } from './speech.ts';

/** Announcements one user may have spoken per minute; a courtroom makes a handful an hour. */
export const ANNOUNCEMENTS_PER_USER_PER_MINUTE = 30;
/** Says whether the audio came from the cache ("hit") or was just synthesised ("miss"). */
export const CACHE_HEADER = 'x-announcement-cache';

/** Spoken announcements for the courtroom (spec.md §7 "POST /recording"), under /announcements. */
export function announcementRoutes(speech: Speech = createSpeech()): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/recording',
      {
        config: {
          access: 'courtroom:moderate',
          rateLimit: {
            max: ANNOUNCEMENTS_PER_USER_PER_MINUTE,
            timeWindow: 60_000,
            // Per user, wherever they sign in from; an anonymous caller is refused before the handler anyway.
            keyGenerator: (request) => request.auth?.user.id ?? request.ip,
          },
        },
        schema: { tags: ['announcements'], body: announcementSchema },
      },
      async (request, reply) => {
        const { text, lang } = request.body;
        try {
          const { wav, cached } = await speech.speak(text, lang);
          return await reply
            .type('audio/wav')
            .header(CACHE_HEADER, cached ? 'hit' : 'miss')
            .send(wav);
        } catch (error) {
          request.log.error({ err: error, lang }, 'announcement could not be spoken');
          throw serviceUnavailable(MESSAGES.announcementFailed);
        }
      },
    );
  };
}
