import type { AdminUser } from '@nyaya/shared';
import { api } from '../../../lib/api-client';
import { useNotifiedChange } from '../../../lib/use-notified-change';
import { USERS_KEY } from './get-users';

export function setUserStatus({ id, isActive }: { id: string; isActive: boolean }) {
  return api.send<AdminUser>('PATCH', `/master/users/${id}/status`, { isActive });
}

/** Activates or deactivates a user (deactivating also ends their sessions on the server). */
export function useSetUserStatus() {
  return useNotifiedChange(setUserStatus, { refreshes: [USERS_KEY] });
}
