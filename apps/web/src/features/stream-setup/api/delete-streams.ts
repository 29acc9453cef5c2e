import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { streamKeysQueryKey } from './get-stream-keys';
import { STREAM_SETUPS_KEY } from './get-stream-setups';

/** Deletes the selected setups at once (spec.md §7: DELETE deletestream with streamIds). */
export function deleteStreams(streamIds: number[]) {
  return api.send('DELETE', '/streaming/controller/deletestream', { streamIds });
}

export function useDeleteStreams() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStreams,
    meta: { handlesErrors: true },
    onSuccess: ({ message }, streamIds) => {
      // A deleted row whose keys were shown must not refetch them: that would answer "Stream not found".
      for (const id of streamIds) queryClient.removeQueries({ queryKey: streamKeysQueryKey(id) });
      notifySuccess(message, 'streamSetupsDeleted');
    },
    onError: () => notifyFailure('streamDeleteFailed'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [STREAM_SETUPS_KEY] }),
  });
}
