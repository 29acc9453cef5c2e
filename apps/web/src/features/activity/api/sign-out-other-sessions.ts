import type { OtherSessionsSignedOut } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { OWN_ACTIVITY_QUERY_KEY } from './get-own-activity';

/** Ends every session of the user but this browser's, and their sockets. */
export function signOutOtherSessions() {
  return api.send<OtherSessionsSignedOut>('POST', '/users/sessions/signOutOthers');
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: async ({ message }) => {
      notifySuccess(message);
      await queryClient.invalidateQueries({ queryKey: OWN_ACTIVITY_QUERY_KEY });
    },
  });
}
