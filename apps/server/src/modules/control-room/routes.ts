import type { ApiSuccess, ControlRoomCard } from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { buildCards } from './cards.ts';
import type { RoomActivity } from './room-activity.ts';

/** The Controller's control-room dashboard, under /controlRoom; changes then arrive on the socket. */
export function controlRoomRoutes(db: Database, activity: RoomActivity): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/getRoomCards',
      { config: { access: 'controlRoom:view' }, schema: { tags: ['control room'] } },
      async (): Promise<ApiSuccess<ControlRoomCard[]>> => ({
        status: true,
        data: await buildCards(db, activity),
      }),
    );
  };
}
