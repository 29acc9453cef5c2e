import {
  MESSAGES,
  causeListQuery,
  causeListSchema,
  deleteCauseListSchema,
  hearingIdParams,
  searchCauseListByCnrSchema,
  type ApiPage,
  type ApiSuccess,
  type CauseListEntry,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../core/db/client.ts';
import { signedIn } from '../../plugins/role-guard.ts';
import { actorOf } from '../../plugins/actor.ts';
import type { ControlRoomFeed } from '../control-room/index.ts';
import { presentCauseListEntry as present } from './presenter.ts';
import { findCauseListByCnr, listCauseList } from './queries.ts';
import {
  createCauseListEntry,
  deleteCauseListEntries,
  readableScope,
  updateCauseListEntry,
} from './service.ts';

const manage = { access: 'causeList:manage' as const };
const read = { access: 'causeList:read' as const };
const tags = ['cause list'];

/**
 * The Cause List page (spec.md §7 "Controller: cause list"), under /causeList/controller. Changes to the court's
 * today reach the Controllers' dashboards through the control-room feed.
 */
export function causeListRoutes(db: Database, controlRoom: ControlRoomFeed): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/getCauseList',
      { config: read, schema: { tags, querystring: causeListQuery } },
      async (request): Promise<ApiPage<CauseListEntry>> => {
        const { page, date, roomId } = request.query;
        const scope = await readableScope(db, signedIn(request).user, { date, roomId }, 'today');
        if (!scope) return { status: true, data: [], page, total: 0, totalPages: 0 };
        const { rows, total, totalPages } = await listCauseList(db, page, scope);
        return { status: true, data: rows.map(present), page, total, totalPages };
      },
    );
    app.post(
      '/addCauseList',
      { config: manage, schema: { tags, body: causeListSchema } },
      async (request, reply): Promise<ApiSuccess<CauseListEntry>> => {
        const row = await createCauseListEntry(db, request.body, actorOf(request));
        await controlRoom.announceListings([row]);
        reply.code(201);
        return { status: true, message: MESSAGES.causeListSaved, data: present(row) };
      },
    );
    app.put(
      '/editCauseList/:hearingId',
      { config: manage, schema: { tags, params: hearingIdParams, body: causeListSchema } },
      async (request): Promise<ApiSuccess<CauseListEntry>> => {
        const before = await controlRoom.listingsOfCauseListEntries([request.params.hearingId]);
        const row = await updateCauseListEntry(db, request.params.hearingId, request.body, actorOf(request));
        await controlRoom.announceListings([...before, row]);
        return { status: true, message: MESSAGES.causeListSaved, data: present(row) };
      },
    );
    app.delete(
      '/deleteCauseList',
      { config: manage, schema: { tags, body: deleteCauseListSchema } },
      async (request): Promise<ApiSuccess<null>> => {
        const listings = await controlRoom.listingsOfCauseListEntries(request.body.streamIds);
        await deleteCauseListEntries(db, request.body.streamIds, actorOf(request));
        await controlRoom.announceListings(listings);
        return { status: true, message: MESSAGES.causeListDeleted, data: null };
      },
    );
    app.post(
      '/searchCauseListByCnr',
      { config: read, schema: { tags, body: searchCauseListByCnrSchema } },
      async (request): Promise<ApiSuccess<CauseListEntry[]>> => {
        const scope = await readableScope(db, signedIn(request).user, {}, 'any');
        const rows = scope ? await findCauseListByCnr(db, request.body.cnr, scope) : [];
        return { status: true, data: rows.map(present) };
      },
    );
  };
}
