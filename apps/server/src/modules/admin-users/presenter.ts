import type { AdminUser } from '@nyaya/shared';
import { type AdminUserRecord, presentUser } from '../users/index.ts';

export function presentAdminUser(user: AdminUserRecord): AdminUser {
  return {
    ...presentUser(user),
    isActive: user.isActive,
    passwordSet: user.passwordSet,
    createdAt: user.createdAt.toISOString(),
  };
}
