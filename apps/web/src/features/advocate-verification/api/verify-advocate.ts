import type { AdvocateApplicant } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { APPLICANTS_KEY } from './get-advocate-applicants';

/** The enrollment was found on the Bar Council roll: the Advocate may wait in lobbies from now on. */
export function verifyAdvocate(userId: string) {
  return api.send<AdvocateApplicant>('POST', `/advocates/${userId}/verify`);
}

export function useVerifyAdvocate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyAdvocate,
    onSuccess: ({ message }) => notifySuccess(message),
    // Settled, not only on success: an applicant someone else decided (409) is reloaded as they now stand.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [APPLICANTS_KEY] }),
  });
}
