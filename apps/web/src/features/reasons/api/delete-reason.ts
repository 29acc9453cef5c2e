import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { REASONS_KEY } from './get-reasons';

export function deleteReason(id: number) {
  return api.send('DELETE', `/master/reasons/${id}`);
}

export function useDeleteReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReason,
    onSuccess: ({ message }) => {
      notifySuccess(message, 'deleted');
      return queryClient.invalidateQueries({ queryKey: [REASONS_KEY] });
    },
  });
}
