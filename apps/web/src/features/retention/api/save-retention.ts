import { type retentionSchema } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { RETENTION_KEY } from './get-retention';

export { retentionSchema } from '@nyaya/shared';

type RetentionInput = z.output<typeof retentionSchema>;

export function saveRetention(input: RetentionInput) {
  return api.send('POST', '/master/retentionPeriod', input);
}

export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRetention,
    meta: { handlesErrors: true },
    onSuccess: ({ message }) => {
      notifySuccess(message, 'retentionSaved');
      return queryClient.invalidateQueries({ queryKey: [RETENTION_KEY] });
    },
  });
}
