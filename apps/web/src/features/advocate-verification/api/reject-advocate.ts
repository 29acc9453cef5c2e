import type { AdvocateApplicant, RejectAdvocateInput } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { APPLICANTS_KEY } from './get-advocate-applicants';

export { rejectAdvocateSchema } from '@nyaya/shared';

/** Not on the roll: the account is deactivated, with the reason kept in the access log. */
export function rejectAdvocate({ userId, values }: { userId: string; values: RejectAdvocateInput }) {
  return api.send<AdvocateApplicant>('POST', `/advocates/${userId}/reject`, values);
}

export function useRejectAdvocate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectAdvocate,
    meta: { handlesErrors: true },
    onSuccess: ({ message }) => notifySuccess(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [APPLICANTS_KEY] }),
  });
}
