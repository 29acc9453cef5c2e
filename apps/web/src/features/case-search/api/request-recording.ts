import { type OwnArchivalRequestInput } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { CASE_SEARCH_KEY } from './get-court-hearings';

export { ownArchivalRequestSchema } from '@nyaya/shared';

/** The request modal of an Expired case (spec.md §4): an archival request of the signed-in user. */
export function requestRecording(values: OwnArchivalRequestInput) {
  return api.send<unknown>('POST', '/archival/request', values);
}

/**
 * The modal shows a failure itself (under the reason, or a pending duplicate above the buttons); a success
 * refreshes the searches, whose rows then show the request as pending.
 */
export function useRequestRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRecording,
    meta: { handlesErrors: true },
    onSuccess: ({ message }) => {
      notifySuccess(message, 'requestSubmitted');
      return queryClient.invalidateQueries({ queryKey: [CASE_SEARCH_KEY] });
    },
  });
}
