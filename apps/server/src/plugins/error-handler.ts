import { MESSAGES, apiFailure, validationFailure } from '@nyaya/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../core/errors.ts';

/** "/address/city" (the validator's JSON pointer) → "address.city", the field name the forms use. */
function fieldOf(instancePath: string): string | undefined {
  const field = instancePath.split('/').filter(Boolean).join('.');
  return field || undefined;
}

/**
 * The one place a failure becomes a response (apiFailure: status false, code, message, values, field) with the
 * right status. Bad input is always a 4xx naming the field; anything unexpected is logged and answered without
 * details.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(apiFailure(error.message, error.field));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const [issue] = error.validation;
      const field = issue ? fieldOf(issue.instancePath) : undefined;
      return reply.code(400).send(validationFailure(issue?.message, field));
    }
    // Fastify's own 4xx (malformed JSON, wrong content type, body too large): the client's fault, no details.
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(apiFailure(MESSAGES.payloadTooLarge));
    if (status >= 400 && status < 500) return reply.code(status).send(apiFailure(MESSAGES.invalidRequest));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(apiFailure(MESSAGES.somethingWentWrong));
  });
}
