import type { AdminUser } from '@nyaya/shared';
import { presentUser } from '../users/index.ts';
import type { AdminUserRecord } from './queries.ts';

export function presentAdminUser(user: AdminUserRecord): AdminUser {
  return {
    ...presentUser(user),
    isActive: user.isActive,
    passwordSet: user.passwordSet,
    createdAt: user.createdAt.toISOString(),
  };
}
