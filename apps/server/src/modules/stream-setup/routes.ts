import {
  MESSAGES,
  bulkDelaySchema,
  deleteStreamsSchema,
  numericIdParams,
  pageQuery,
  searchStreamByRoomSchema,
  streamSetupSchema,
  type ApiPage,
  type ApiSuccess,
  type StreamKeys,
  type StreamSetup,
  type StreamSetupConfig,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../core/config.ts';
import type { Database } from '../../core/db/client.ts';
import { actorOf } from '../../plugins/actor.ts';
import type { ControlRoomFeed } from '../control-room/index.ts';
import { listStreamingRooms } from '../masters/index.ts';
import type { KeyCipher } from './key-cipher.ts';
import { presentStreamSetup } from './presenter.ts';
import { findStreamSetupsOfRoom, listStreamSetups, type StreamSetupRecord } from './queries.ts';
import {
  createStreamSetup,
  deleteStreamSetups,
  revealStreamKeys,
  updateStreamDelays,
  updateStreamSetup,
} from './service.ts';

const config = { access: 'streamSetup:manage' as const };
const tags = ['stream setup'];

type Deps = {
  db: Database;
  config: Pick<Config, 'streamKeySecret' | 'youtubeRtmpPrefix'>;
  /** Tells the Controllers' dashboards of a changed delay or setup. */
  controlRoom: ControlRoomFeed;
  /** Encrypts the stream keys stored and reads them back (the app's one, made from STREAM_KEY_SECRET). */
  cipher: KeyCipher;
};

/** The Controller's Stream Setup page (spec.md §7 "Controller: stream setup"), under /streaming/controller. */
export function streamSetupRoutes({
  db,
  config: settings,
  controlRoom,
  cipher,
}: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    if (settings.streamKeySecret.isDevelopmentDefault) {
      app.log.warn('STREAM_KEY_SECRET is not set: stream keys are encrypted with the development key');
    }
    const present = (row: StreamSetupRecord) => presentStreamSetup(row, cipher);
    const body = streamSetupSchema(settings.youtubeRtmpPrefix);

    app.get('/config', { config, schema: { tags } }, async (): Promise<ApiSuccess<StreamSetupConfig>> => ({
      status: true,
      data: { youtubeRtmpPrefix: settings.youtubeRtmpPrefix },
    }));
    app.get(
      '/getstreamsetup',
      { config, schema: { tags, querystring: pageQuery } },
      async (request): Promise<ApiPage<StreamSetup>> => {
        const { page } = request.query;
        const { rows, total, totalPages } = await listStreamSetups(db, page);
        return { status: true, data: rows.map(present), page, total, totalPages };
      },
    );
    app.post(
      '/streamsetup',
      { config, schema: { tags, body } },
      async (request, reply): Promise<ApiSuccess<StreamSetup>> => {
        const row = await createStreamSetup(db, cipher, request.body, actorOf(request));
        await controlRoom.announceRooms([row.roomId]);
        reply.code(201);
        return { status: true, message: MESSAGES.streamSetupSaved, data: present(row) };
      },
    );
    app.put(
      '/editstream/:id',
      { config, schema: { tags, params: numericIdParams, body } },
      async (request): Promise<ApiSuccess<StreamSetup>> => {
        const before = await controlRoom.roomsOfStreamSetups([request.params.id]);
        const row = await updateStreamSetup(db, cipher, request.params.id, request.body, actorOf(request));
        await controlRoom.announceRooms([...before, row.roomId]);
        return { status: true, message: MESSAGES.streamSetupSaved, data: present(row) };
      },
    );
    app.delete(
      '/deletestream',
      { config, schema: { tags, body: deleteStreamsSchema } },
      async (request): Promise<ApiSuccess<null>> => {
        const rooms = await controlRoom.roomsOfStreamSetups(request.body.streamIds);
        await deleteStreamSetups(db, request.body.streamIds, actorOf(request));
        await controlRoom.announceRooms(rooms);
        return { status: true, message: MESSAGES.streamSetupsDeleted, data: null };
      },
    );
    app.get('/getroomids', { config, schema: { tags } }, async (): Promise<ApiSuccess<string[]>> => ({
      status: true,
      data: (await listStreamingRooms(db)).map((room) => room.name),
    }));
    app.post(
      '/searchStreamByRoomNo',
      { config, schema: { tags, body: searchStreamByRoomSchema } },
      async (request): Promise<ApiSuccess<StreamSetup[]>> => ({
        status: true,
        data: (await findStreamSetupsOfRoom(db, request.body.roomId)).map(present),
      }),
    );
    app.put(
      '/updateAllStreamDelay',
      { config, schema: { tags, body: bulkDelaySchema } },
      async (request): Promise<ApiSuccess<null>> => {
        await updateStreamDelays(db, request.body, actorOf(request));
        await controlRoom.announceRooms(await controlRoom.roomsOfStreamSetups(request.body.newId));
        return { status: true, message: MESSAGES.delayUpdated, data: null };
      },
    );
    app.get(
      '/streamsetup/:id/keys',
      { config, schema: { tags, params: numericIdParams } },
      async (request): Promise<ApiSuccess<StreamKeys>> => {
        const { keys, unreadable } = await revealStreamKeys(db, cipher, request.params.id);
        return unreadable
          ? { status: true, message: MESSAGES.streamKeyUnreadable, data: keys }
          : { status: true, data: keys };
      },
    );
  };
}
