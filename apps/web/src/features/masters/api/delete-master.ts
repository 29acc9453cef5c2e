import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MASTERS_KEY } from '../../../lib/master-data';
import { notifySuccess } from '../../../lib/notify';
import type { MasterKind } from './save-master';

export function deleteMaster(kind: MasterKind, id: number) {
  return api.send('DELETE', `/master/${kind}/${id}`);
}

/** A master still in use is refused (409 inUse); the global handler shows that message. */
export function useDeleteMaster(kind: MasterKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMaster(kind, id),
    onSuccess: ({ message }) => {
      notifySuccess(message, 'deleted');
      return queryClient.invalidateQueries({ queryKey: [MASTERS_KEY] });
    },
  });
}
