import type { MessageRef } from '@nyaya/shared';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notifySuccess } from './notify';

type ChangeOptions = {
  /** The queries the change makes stale: fetched again once it succeeds. */
  refreshes: QueryKey;
  /** The form shows a refused field under it; otherwise a failure goes to the usual toast or modal. */
  handlesErrors?: boolean;
};

/** A change the server confirms with a message: the message in a success toast, then what it changed refetched. */
export function useNotifiedChange<Input, Output extends { message?: MessageRef }>(
  change: (input: Input) => Promise<Output>,
  { refreshes, handlesErrors = false }: ChangeOptions,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: { handlesErrors },
    onSuccess: ({ message }) => {
      notifySuccess(message);
      return queryClient.invalidateQueries({ queryKey: refreshes });
    },
  });
}
