import type { AddUserInput, AdminUser } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { USERS_KEY } from './get-users';

export { addUserSchema } from '@nyaya/shared';

/** Adds a user (no id) or edits one: the same fields either way. */
export function saveUser({ id, values }: { id?: string; values: AddUserInput }) {
  return id
    ? api.send<AdminUser>('PUT', `/master/users/${id}`, values)
    : api.send<AdminUser>('POST', '/master/users', values);
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    meta: { handlesErrors: true },
    onSuccess: ({ message }) => {
      notifySuccess(message);
      return queryClient.invalidateQueries({ queryKey: [USERS_KEY] });
    },
  });
}
