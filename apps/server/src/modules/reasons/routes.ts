import { reasonSchema, type ApiSuccess, type PauseReason } from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../core/db/client.ts';
import { crudRoutes } from '../masters/index.ts';
import { presentReason } from './presenter.ts';
import { createReason, deleteReason, listReasons, updateReason } from './service.ts';

/** The SuperAdmin's Reasons page, under /master. */
export function reasonMasterRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reasons',
      { config: { access: 'reasons:manage' }, schema: { tags: ['reasons'] } },
      async (): Promise<ApiSuccess<PauseReason[]>> => ({
        status: true,
        data: (await listReasons(db)).map(presentReason),
      }),
    );
    crudRoutes(app, {
      path: '/reasons',
      body: reasonSchema,
      access: 'reasons:manage',
      tag: 'reasons',
      present: presentReason,
      create: (input, actor) => createReason(db, input, actor),
      update: (id, input, actor) => updateReason(db, id, input, actor),
      remove: (id, actor) => deleteReason(db, id, actor),
    });
  };
}

/** What the judge's Disable Stream modal offers, under /reasons. */
export function pauseReasonRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/pauseReasons',
      { config: { access: 'pauseReasons:read' }, schema: { tags: ['reasons'] } },
      async (): Promise<ApiSuccess<PauseReason[]>> => ({
        status: true,
        data: (await listReasons(db)).map(presentReason),
      }),
    );
  };
}
