import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { unfinishedRecordingsQuery } from './get-unfinished-recordings';

/** Finalises a failed recording again now, instead of at its next automatic try. */
export function retryRecording(sessionId: string) {
  return api.send<null>('POST', `/controlRoom/recordings/${sessionId}/retry`);
}

export function useRetryRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRecording,
    onSuccess: ({ message }) => notifySuccess(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: unfinishedRecordingsQuery.queryKey }),
  });
}
