import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { CAUSE_LIST_KEY } from './get-cause-list';

/** Deletes the selected entries at once (spec.md §7: DELETE deleteCauseList with streamIds). */
export function deleteCauseList(streamIds: number[]) {
  return api.send('DELETE', '/causeList/controller/deleteCauseList', { streamIds });
}

export function useDeleteCauseList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCauseList,
    meta: { handlesErrors: true },
    onSuccess: ({ message }) => notifySuccess(message, 'causeListDeleted'),
    onError: () => notifyFailure('causeListDeleteFailed'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CAUSE_LIST_KEY] }),
  });
}
