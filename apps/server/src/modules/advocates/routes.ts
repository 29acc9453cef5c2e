import {
  MESSAGES,
  advocateParams,
  advocateVerificationQuery,
  rejectAdvocateSchema,
  type AdvocateApplicant,
  type AdvocateApplicantPage,
  type ApiSuccess,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../core/db/client.ts';
import type { Realtime } from '../../realtime/socket-server.ts';
import { actorOf } from '../../plugins/actor.ts';
import { presentApplicant as present } from './presenter.ts';
import { listApplicants } from './queries.ts';
import { rejectAdvocate, verifyAdvocate } from './service.ts';

type AdvocateDeps = { db: Database; realtime: Realtime };

const access = { access: 'advocates:verify' } as const;
const tags = ['advocates'];

/** The verification of self-registered Advocates against the Bar Council roll, under /advocates. */
export function advocateRoutes({ db, realtime }: AdvocateDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/verifications',
      { config: access, schema: { tags, querystring: advocateVerificationQuery } },
      async (req): Promise<AdvocateApplicantPage> => {
        const { status, page } = req.query;
        const { rows, total, totalPages } = await listApplicants(db, status, page);
        return { status: true, data: rows.map(present), page, total, totalPages };
      },
    );
    app.post(
      '/:userId/verify',
      { config: access, schema: { tags, params: advocateParams } },
      async (req): Promise<ApiSuccess<AdvocateApplicant>> => {
        const data = present(await verifyAdvocate(db, req.params.userId, actorOf(req)));
        return { status: true, message: MESSAGES.advocateVerified, data };
      },
    );
    app.post(
      '/:userId/reject',
      { config: access, schema: { tags, params: advocateParams, body: rejectAdvocateSchema } },
      async (req): Promise<ApiSuccess<AdvocateApplicant>> => {
        const actor = { ...actorOf(req), endUserSessions: realtime.endUserSessions };
        const data = present(await rejectAdvocate(db, req.params.userId, req.body.note, actor));
        return { status: true, message: MESSAGES.advocateRejected, data };
      },
    );
  };
}
