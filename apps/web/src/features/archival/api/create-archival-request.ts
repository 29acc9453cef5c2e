import { type ArchivalRequest, type CreateArchivalRequestInput } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { ARCHIVAL_KEY } from './get-archival-requests';

export { createArchivalRequestSchema } from '@nyaya/shared';

/** A Controller files a request for an Individual or Advocate, named by e-mail. */
export function createArchivalRequest(values: CreateArchivalRequestInput) {
  return api.send<ArchivalRequest>('POST', '/archival/createRequest', values);
}

export function useCreateArchivalRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArchivalRequest,
    meta: { handlesErrors: true },
    onSuccess: ({ message }) => {
      notifySuccess(message, 'archivalRequestCreated');
      return queryClient.invalidateQueries({ queryKey: [ARCHIVAL_KEY] });
    },
  });
}
