import { MESSAGES, ROLES, can, type Action } from '@nyaya/shared';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../modules/auth/sessions.ts';
import { AppError } from './errors.ts';
import { requirePermission } from './role-guard.ts';

function requestAs(role: AuthContext['user']['role'] | null): FastifyRequest {
  const auth = role ? ({ sessionId: 's', user: { role } } as AuthContext) : null;
  return { auth } as FastifyRequest;
}

async function statusOf(guard: ReturnType<typeof requirePermission>, request: FastifyRequest) {
  try {
    await guard(request);
    return 200;
  } catch (error) {
    return error instanceof AppError ? error.statusCode : 500;
  }
}

describe('requirePermission', () => {
  const action: Action = 'users:manage';

  it('answers 401 for an anonymous request', async () => {
    await expect(requirePermission(action)(requestAs(null))).rejects.toMatchObject({
      statusCode: 401,
      message: MESSAGES.notSignedIn,
    });
  });

  it.each(ROLES)('follows the shared role table for %s', async (role) => {
    const expected = can(role, action) ? 200 : 403;
    expect(await statusOf(requirePermission(action), requestAs(role))).toBe(expected);
  });
});
