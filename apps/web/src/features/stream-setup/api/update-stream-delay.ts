import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { STREAM_SETUPS_KEY } from './get-stream-setups';

export { bulkDelaySchema } from '@nyaya/shared';

/** Sets one delay on every selected setup (spec.md §7: updateAllStreamDelay with newDelay and newId). */
export function updateStreamDelay(input: { newDelay: number; newId: number[] }) {
  return api.send('PUT', '/streaming/controller/updateAllStreamDelay', input);
}

export function useUpdateStreamDelay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStreamDelay,
    meta: { handlesErrors: true },
    onSuccess: ({ message }) => {
      notifySuccess(message, 'delayUpdated');
      return queryClient.invalidateQueries({ queryKey: [STREAM_SETUPS_KEY] });
    },
  });
}
