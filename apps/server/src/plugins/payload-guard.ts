import { MESSAGES } from '@nyaya/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * C0 control characters but tab, line feed and carriage return, and DEL: no keyboard types them, PostgreSQL refuses
 * NUL in text (which used to answer 500), and the others only hide what a field says.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/; // eslint-disable-line no-control-regex -- they are what it finds

/** The path to the first string in `value` (an object, array or string) with a control character. */
export function fieldWithControlCharacter(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : undefined;
  if (Buffer.isBuffer(value) || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL_CHARACTER.test(key)) return [...path, key];
    const found = fieldWithControlCharacter(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Every route's body, query and path parameters are refused (400, naming the field) when a text in them holds a
 * control character, before any schema or handler sees them, so a new route is covered without a word of its own.
 */
export function registerControlCharacterGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = fieldWithControlCharacter(part);
      if (field) throw badRequest(MESSAGES.controlCharacters, field.join('.') || undefined);
    }
  });
}
