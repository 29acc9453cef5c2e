import { type StreamSetup, type StreamSetupInput } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { STREAM_SETUPS_KEY } from './get-stream-setups';

export { streamSetupSchema } from '@nyaya/shared';

/** Adds a room's stream setup (no id) or edits one: the same fields either way. */
export function saveStreamSetup({ id, values }: { id?: number; values: StreamSetupInput }) {
  return id
    ? api.send<StreamSetup>('PUT', `/streaming/controller/editstream/${id}`, values)
    : api.send<StreamSetup>('POST', '/streaming/controller/streamsetup', values);
}

export function useSaveStreamSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStreamSetup,
    meta: { handlesErrors: true },
    onSuccess: ({ message }) => {
      notifySuccess(message, 'streamSetupSaved');
      return queryClient.invalidateQueries({ queryKey: [STREAM_SETUPS_KEY] });
    },
  });
}
