import type { CauseListDayEntry } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { DAY_LIST_KEY } from './get-day-list';

type PartiesInformed = { id: number; informed: boolean };

/** Marks (or unmarks) that the parties of a hearing were told it will be streamed. */
export function markPartiesInformed({ id, informed }: PartiesInformed) {
  return api.send<CauseListDayEntry>('PUT', `/causeList/reader/partiesInformed/${id}`, { informed });
}

export function useMarkPartiesInformed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPartiesInformed,
    onSuccess: ({ message }) => {
      notifySuccess(message);
      return queryClient.invalidateQueries({ queryKey: [DAY_LIST_KEY] });
    },
  });
}
