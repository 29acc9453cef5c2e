import type { AdminUser } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { USERS_KEY } from './get-users';

export function setUserStatus({ id, isActive }: { id: string; isActive: boolean }) {
  return api.send<AdminUser>('PATCH', `/master/users/${id}/status`, { isActive });
}

/** Activates or deactivates a user (deactivating also ends their sessions on the server). */
export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: ({ message }) => {
      notifySuccess(message);
      return queryClient.invalidateQueries({ queryKey: [USERS_KEY] });
    },
  });
}
