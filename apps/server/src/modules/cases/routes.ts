import {
  MESSAGES,
  courtHearingsQuery,
  crnSearchSchema,
  saveCaseSchema,
  type ApiPage,
  type ApiSuccess,
  type CaseRow,
  type SavedCase,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../core/db/client.ts';
import type { DatabaseChanges } from '../../core/db/changes.ts';
import { signedIn } from '../../plugins/role-guard.ts';
import { cachedOwnArchivalRequests } from '../archival/index.ts';
import type { CourtroomStore } from '../room-state/index.ts';
import { createHearingReads } from './hearing-reads.ts';
import {
  courtHearings,
  hearingsOfCase,
  removeSavedCase,
  saveCase,
  savedCasesOf,
  type CaseReads,
} from './service.ts';

const tags = ['cases'];
const saving = { access: 'cases:save' as const };

/** The case search screen (spec.md §7 "Case search") and an advocate's saved cases, under /streaming. */
export function caseSearchRoutes(
  db: Database,
  changes: DatabaseChanges,
  store: CourtroomStore,
): FastifyPluginAsyncZod {
  const reads: CaseReads = {
    db,
    hearings: createHearingReads(db, changes),
    ownRequests: cachedOwnArchivalRequests(db, changes),
    store,
  };
  return async (app) => {
    app.post(
      '/crnSearch',
      { config: { access: 'signedIn', readOnly: true }, schema: { tags, body: crnSearchSchema } },
      async (request): Promise<ApiSuccess<CaseRow[]>> => ({
        status: true,
        data: await hearingsOfCase(reads, signedIn(request).user, request.body.crnNumber),
      }),
    );
    app.get(
      '/courtHearings',
      { config: { access: 'signedIn' }, schema: { tags, querystring: courtHearingsQuery } },
      async (request): Promise<ApiPage<CaseRow>> =>
        courtHearings(reads, signedIn(request).user, request.query),
    );
    app.get(
      '/savedCases',
      { config: saving, schema: { tags } },
      async (request): Promise<ApiSuccess<SavedCase[]>> => ({
        status: true,
        data: await savedCasesOf(reads, signedIn(request).user),
      }),
    );
    app.post(
      '/savedCases',
      { config: saving, schema: { tags, body: saveCaseSchema } },
      async (request, reply): Promise<ApiSuccess<SavedCase>> => {
        const { savedCase, created } = await saveCase(reads, signedIn(request).user, request.body.cnr);
        reply.code(created ? 201 : 200);
        return { status: true, message: MESSAGES.caseSaved, data: savedCase };
      },
    );
    app.delete(
      '/savedCases/:cnr',
      { config: saving, schema: { tags, params: saveCaseSchema } },
      async (request): Promise<ApiSuccess<null>> => {
        await removeSavedCase(db, signedIn(request).user.id, request.params.cnr);
        return { status: true, message: MESSAGES.caseRemoved, data: null };
      },
    );
  };
}
