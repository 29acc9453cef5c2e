import { crnSearchSchema, type ApiSuccess, type CaseRow } from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { presentCaseRow } from './presenter.ts';
import { findHearingsByCnr } from './queries.ts';

const tags = ['cases'];

/** The case search screen (spec 7 "Case search"), under /streaming. */
export function caseSearchRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/crnSearch',
      { config: { access: 'signedIn' }, schema: { tags, body: crnSearchSchema } },
      async (request): Promise<ApiSuccess<CaseRow[]>> => {
        const hearings = await findHearingsByCnr(db, request.body.crnNumber);
        return { status: true, data: hearings.map((hearing) => presentCaseRow(hearing)) };
      },
    );
  };
}
