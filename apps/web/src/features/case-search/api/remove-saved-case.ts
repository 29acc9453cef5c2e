import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { SAVED_CASES_KEY } from './get-saved-cases';

/** An advocate takes a case off their list. */
export function removeSavedCase(cnr: string) {
  return api.send<null>('DELETE', `/streaming/savedCases/${encodeURIComponent(cnr)}`);
}

export function useRemoveSavedCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedCase,
    onSuccess: ({ message }) => {
      notifySuccess(message, 'caseRemoved');
      return queryClient.invalidateQueries({ queryKey: SAVED_CASES_KEY });
    },
  });
}
