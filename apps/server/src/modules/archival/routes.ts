import {
  MESSAGES,
  approveArchivalSchema,
  archivalListQuery,
  createArchivalRequestSchema,
  numericIdParams,
  ownArchivalRequestSchema,
  pageQuery,
  rejectArchivalSchema,
  type ApiPage,
  type ApiSuccess,
  type ArchivalRequest,
  type ArchivalRequestPage,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../core/config.ts';
import type { Database } from '../../core/db/client.ts';
import { signedIn } from '../../plugins/role-guard.ts';
import { actorOf } from '../../plugins/actor.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { mailDecision } from './decision-mail.ts';
import { presentArchivalRequest as present } from './presenter.ts';
import { listArchivalRequests } from './queries.ts';
import {
  approveArchivalRequest,
  createArchivalRequest,
  rejectArchivalRequest,
  submitOwnRequest,
} from './service.ts';

type ArchivalDeps = { db: Database; config: Pick<Config, 'archivalAccessDays'>; notifier: Notifier };

const manage = { access: 'archival:manage' as const };
const request = { access: 'archival:request' as const };
const tags = ['archival'];

/** The Controller's Archival Request page and a requester's own requests, under /archival. */
export function archivalRoutes({ db, config, notifier }: ArchivalDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/getArchivalRequests',
      { config: manage, schema: { tags, querystring: archivalListQuery } },
      async (req): Promise<ArchivalRequestPage> => {
        const { page, ...filter } = req.query;
        const { rows, total, totalPages } = await listArchivalRequests(db, page, filter);
        const data = rows.map((row) => present(row));
        return { status: true, data, page, total, totalPages, defaultAccessDays: config.archivalAccessDays };
      },
    );
    app.post(
      '/createRequest',
      { config: manage, schema: { tags, body: createArchivalRequestSchema } },
      async (req, reply): Promise<ApiSuccess<ArchivalRequest>> => {
        const row = await createArchivalRequest(db, req.body, actorOf(req));
        reply.code(201);
        return { status: true, message: MESSAGES.archivalRequestCreated, data: present(row) };
      },
    );
    app.post(
      '/request',
      { config: request, schema: { tags, body: ownArchivalRequestSchema } },
      async (req, reply): Promise<ApiSuccess<null>> => {
        await submitOwnRequest(db, req.body, actorOf(req));
        reply.code(201);
        return { status: true, message: MESSAGES.requestSubmitted, data: null };
      },
    );
    app.get(
      '/myRequests',
      { config: request, schema: { tags, querystring: pageQuery } },
      async (req): Promise<ApiPage<ArchivalRequest>> => {
        const { page } = req.query;
        const requesterId = signedIn(req).user.id;
        const { rows, total, totalPages } = await listArchivalRequests(db, page, { requesterId });
        return { status: true, data: rows.map((row) => present(row)), page, total, totalPages };
      },
    );
    app.put(
      '/approve/:id',
      { config: manage, schema: { tags, params: numericIdParams, body: approveArchivalSchema } },
      async (req): Promise<ApiSuccess<ArchivalRequest>> => {
        const data = present(await approveArchivalRequest(db, req.params.id, req.body, actorOf(req)));
        await mailDecision(db, notifier, data, req.log);
        return { status: true, message: MESSAGES.archivalApproved, data };
      },
    );
    app.put(
      '/reject/:id',
      { config: manage, schema: { tags, params: numericIdParams, body: rejectArchivalSchema } },
      async (req): Promise<ApiSuccess<ArchivalRequest>> => {
        const data = present(await rejectArchivalRequest(db, req.params.id, req.body.note, actorOf(req)));
        await mailDecision(db, notifier, data, req.log);
        return { status: true, message: MESSAGES.archivalRejected, data };
      },
    );
  };
}
