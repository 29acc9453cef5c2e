import type { Role } from '@nyaya/shared';
import type { FastifyRequest } from 'fastify';
import { signedIn } from './role-guard.ts';
import { clientOf } from './session-auth.ts';
import type { ClientInfo } from '../core/sessions/sessions.ts';

/** Who made an administrative change, from where: what the access log records beside the change. */
export type Actor = { userId: string; role: Role; client: ClientInfo };

export function actorOf(request: FastifyRequest): Actor {
  const { user } = signedIn(request);
  return { userId: user.id, role: user.role, client: clientOf(request) };
}
