import { wireMessage } from '@nyaya/shared';
import type { FastifyInstance } from 'fastify';

type SuccessWithMessage = { status: true; message: string; code?: unknown };

function isSuccessWithMessage(payload: unknown): payload is SuccessWithMessage {
  if (payload === null || typeof payload !== 'object') return false;
  const answer = payload as Partial<SuccessWithMessage>;
  return answer.status === true && typeof answer.message === 'string' && answer.code === undefined;
}

/**
 * A success's message goes out with its code as a failure's does (the error handler's apiFailure), so that a
 * client shows it in the user's language by the code, never by its English text.
 */
export function registerMessageCodes(app: FastifyInstance) {
  app.addHook('preSerialization', async (_request, _reply, payload: unknown) =>
    isSuccessWithMessage(payload) ? { ...payload, ...wireMessage(payload.message) } : payload,
  );
}
