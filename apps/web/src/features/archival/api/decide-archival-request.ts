import { type ApproveArchivalInput, type ArchivalRequest, type RejectArchivalInput } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { ARCHIVAL_KEY } from './get-archival-requests';

export { approveArchivalSchema, rejectArchivalSchema } from '@nyaya/shared';

export type ArchivalDecision =
  | { kind: 'approve'; id: number; values: ApproveArchivalInput }
  | { kind: 'reject'; id: number; values: RejectArchivalInput };

/** Approves (access for some days, an optional note) or rejects (a note) a Pending request. */
export function decideArchivalRequest({ kind, id, values }: ArchivalDecision) {
  return api.send<ArchivalRequest>('PUT', `/archival/${kind}/${id}`, values);
}

export function useDecideArchivalRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideArchivalRequest,
    meta: { handlesErrors: true },
    onSuccess: ({ message }, { kind }) =>
      notifySuccess(message, kind === 'approve' ? 'archivalApproved' : 'archivalRejected'),
    // Settled, not only on success: a request someone else decided (409) is reloaded as it now stands.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ARCHIVAL_KEY] }),
  });
}
