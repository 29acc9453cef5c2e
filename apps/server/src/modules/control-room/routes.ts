import {
  MESSAGES,
  recordingSessionParams,
  type ApiSuccess,
  type ControlRoomCard,
  type UnfinishedRecording,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../core/db/client.ts';
import { makeDueNow } from '../../media/recording/sessions.ts';
import { notFound } from '../../core/errors.ts';
import { actorOf } from '../../plugins/actor.ts';
import { recordAccess } from '../../core/access-log.ts';
import { buildCards } from './cards.ts';
import type { RoomActivity } from './room-activity.ts';
import { listUnfinishedRecordings } from './unfinished-recordings.ts';

type ControlRoomDeps = {
  db: Database;
  activity: RoomActivity;
  /** Finalises the recordings that are due now, in the background. */
  finaliseDue: () => Promise<void>;
};

const tags = ['control room'];

/** The Controller's control-room dashboard, under /controlRoom; changes then arrive on the socket. */
export function controlRoomRoutes({ db, activity, finaliseDue }: ControlRoomDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/getRoomCards',
      { config: { access: 'controlRoom:view' }, schema: { tags } },
      async (): Promise<ApiSuccess<ControlRoomCard[]>> => ({
        status: true,
        data: await buildCards(db, activity),
      }),
    );
    app.get(
      '/recordings',
      { config: { access: 'controlRoom:view' }, schema: { tags } },
      async (): Promise<ApiSuccess<UnfinishedRecording[]>> => ({
        status: true,
        data: await listUnfinishedRecordings(db),
      }),
    );
    app.post(
      '/recordings/:sessionId/retry',
      { config: { access: 'recordings:retry' }, schema: { tags, params: recordingSessionParams } },
      async (req): Promise<ApiSuccess<null>> => {
        const { sessionId } = req.params;
        const session = await makeDueNow(db, sessionId);
        if (!session) throw notFound(MESSAGES.recordingAlreadyFinalised, 'sessionId');
        const actor = actorOf(req);
        await recordAccess(db, {
          event: 'recording_retried',
          client: actor.client,
          userId: actor.userId,
          role: actor.role,
          target: session.roomId,
          detail: `Session ${sessionId} (${session.failure ?? 'pending'})`,
        });
        finaliseDue().catch((error: unknown) => req.log.error({ err: error }, 'recording: retry failed'));
        return { status: true, message: MESSAGES.recordingRetryStarted, data: null };
      },
    );
  };
}
