import { type CauseListEntry, type CauseListInput } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { CAUSE_LIST_KEY } from './get-cause-list';

export { causeListSchema } from '@nyaya/shared';

/** Adds an entry (no hearing id yet) or edits one: the same fields either way. */
export function saveCauseList({ hearingId, values }: { hearingId?: number; values: CauseListInput }) {
  return hearingId
    ? api.send<CauseListEntry>('PUT', `/causeList/controller/editCauseList/${hearingId}`, values)
    : api.send<CauseListEntry>('POST', '/causeList/controller/addCauseList', values);
}

export function useSaveCauseList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCauseList,
    meta: { handlesErrors: true },
    onSuccess: ({ message }) => {
      notifySuccess(message, 'causeListSaved');
      return queryClient.invalidateQueries({ queryKey: [CAUSE_LIST_KEY] });
    },
  });
}
