import { type SavedCase } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { SAVED_CASES_KEY } from './get-saved-cases';

/** An advocate adds a case, by CNR, to their list. */
export function saveCase(cnr: string) {
  return api.send<SavedCase>('POST', '/streaming/savedCases', { cnr });
}

export function useSaveCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCase,
    onSuccess: ({ message }) => {
      notifySuccess(message, 'caseSaved');
      return queryClient.invalidateQueries({ queryKey: SAVED_CASES_KEY });
    },
  });
}
