import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { USERS_KEY } from './get-users';

export function sendResetCode(id: string) {
  return api.send<unknown>('POST', `/master/users/${id}/sendResetCode`);
}

/** E-mails the user a code and a link to set a new password. */
export function useSendResetCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendResetCode,
    onSuccess: ({ message }) => {
      notifySuccess(message);
      return queryClient.invalidateQueries({ queryKey: [USERS_KEY] });
    },
  });
}
