import type { PauseReason, reasonSchema } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { REASONS_KEY } from './get-reasons';

export { reasonSchema } from '@nyaya/shared';

type ReasonInput = z.output<typeof reasonSchema>;

/** Adds a pause reason (no id) or edits one. */
export function saveReason({ id, values }: { id?: number; values: ReasonInput }) {
  return id
    ? api.send<PauseReason>('PUT', `/master/reasons/${id}`, values)
    : api.send<PauseReason>('POST', '/master/reasons', values);
}

export function useSaveReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReason,
    meta: { handlesErrors: true },
    onSuccess: ({ message }) => {
      notifySuccess(message);
      return queryClient.invalidateQueries({ queryKey: [REASONS_KEY] });
    },
  });
}
