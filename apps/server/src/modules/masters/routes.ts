import {
  benchSchema,
  complexListQuery,
  courtComplexSchema,
  courtRoomListQuery,
  courtRoomSchema,
  districtSchema,
  type ApiSuccess,
  type Bench,
  type CourtComplex,
  type CourtRoom,
  type District,
  type StreamingRoom,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../core/db/client.ts';
import { createBench, deleteBench, updateBench } from './bench-service.ts';
import { createComplex, deleteComplex, updateComplex } from './complex-service.ts';
import { createCourtRoom, deleteCourtRoom, updateCourtRoom } from './court-room-service.ts';
import { crudRoutes } from './crud-routes.ts';
import { createDistrict, deleteDistrict, updateDistrict } from './district-service.ts';
import {
  presentBench,
  presentComplex,
  presentCourtRoom,
  presentDistrict,
  presentStreamingRoom,
} from './presenter.ts';
import { listBenches, listComplexes, listCourtRooms, listDistricts, listStreamingRooms } from './queries.ts';

const tags = ['masters'];
/** Every signed-in user reads master data: the case-search dropdowns are built from it. */
const read = { config: { access: 'signedIn' as const } };
const manage = { access: 'masters:manage' as const, tag: 'masters' };

export function masterRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/districts', { ...read, schema: { tags } }, async (): Promise<ApiSuccess<District[]>> => ({
      status: true,
      data: (await listDistricts(db)).map(presentDistrict),
    }));
    app.get(
      '/complexes',
      { ...read, schema: { tags, querystring: complexListQuery } },
      async (request): Promise<ApiSuccess<CourtComplex[]>> => ({
        status: true,
        data: (await listComplexes(db, request.query.districtId)).map(presentComplex),
      }),
    );
    app.get(
      '/courtrooms',
      { ...read, schema: { tags, querystring: courtRoomListQuery } },
      async (request): Promise<ApiSuccess<CourtRoom[]>> => ({
        status: true,
        data: (await listCourtRooms(db, request.query.complexId)).map(presentCourtRoom),
      }),
    );
    app.get('/benches', { ...read, schema: { tags } }, async (): Promise<ApiSuccess<Bench[]>> => ({
      status: true,
      data: (await listBenches(db)).map(presentBench),
    }));
    app.get(
      '/streamingRooms',
      { ...read, schema: { tags } },
      async (): Promise<ApiSuccess<StreamingRoom[]>> => ({
        status: true,
        data: (await listStreamingRooms(db)).map(presentStreamingRoom),
      }),
    );

    crudRoutes(app, {
      ...manage,
      path: '/districts',
      body: districtSchema,
      present: presentDistrict,
      create: (input, actor) => createDistrict(db, input, actor),
      update: (id, input, actor) => updateDistrict(db, id, input, actor),
      remove: (id, actor) => deleteDistrict(db, id, actor),
    });
    crudRoutes(app, {
      ...manage,
      path: '/complexes',
      body: courtComplexSchema,
      present: presentComplex,
      create: (input, actor) => createComplex(db, input, actor),
      update: (id, input, actor) => updateComplex(db, id, input, actor),
      remove: (id, actor) => deleteComplex(db, id, actor),
    });
    crudRoutes(app, {
      ...manage,
      path: '/courtrooms',
      body: courtRoomSchema,
      present: presentCourtRoom,
      create: (input, actor) => createCourtRoom(db, input, actor),
      update: (id, input, actor) => updateCourtRoom(db, id, input, actor),
      remove: (id, actor) => deleteCourtRoom(db, id, actor),
    });
    crudRoutes(app, {
      ...manage,
      path: '/benches',
      body: benchSchema,
      present: presentBench,
      create: (input, actor) => createBench(db, input, actor),
      update: (id, input, actor) => updateBench(db, id, input, actor),
      remove: (id, actor) => deleteBench(db, id, actor),
    });
  };
}
