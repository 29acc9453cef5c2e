import type { CauseListEntry, PublicStreamDecision } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { ROOM_DAY_LIST_KEY } from './get-room-day-list';

type PublicStreamChange = { hearingId: number; decision: PublicStreamDecision };

/** The judge's Allow/Dismiss: whether the hearing goes on the public stream. */
export function setPublicStream({ hearingId, decision }: PublicStreamChange) {
  return api.send<CauseListEntry>('PUT', `/courtroom/hearings/${hearingId}/publicStream`, { decision });
}

export function useSetPublicStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPublicStream,
    onSuccess: ({ message }) => {
      notifySuccess(message);
      return queryClient.invalidateQueries({ queryKey: [ROOM_DAY_LIST_KEY] });
    },
  });
}
