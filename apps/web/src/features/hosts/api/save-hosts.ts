import type { HostJudgeInput } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { HOSTS_KEY } from './get-court-room-hosts';

export { hostJudgeSchema } from '@nyaya/shared';

type CourtRoomDate = { courtRoomId: number; date: string };
const substitutePath = ({ courtRoomId, date }: CourtRoomDate) =>
  `/hosts/courtRooms/${courtRoomId}/substitutes/${date}`;

export function setPresidingJudge({ courtRoomId, input }: { courtRoomId: number; input: HostJudgeInput }) {
  return api.send<null>('PUT', `/hosts/courtRooms/${courtRoomId}/presiding`, input);
}

export function setSubstituteJudge({ at, input }: { at: CourtRoomDate; input: HostJudgeInput }) {
  return api.send<null>('PUT', substitutePath(at), input);
}

export function removeSubstituteJudge(at: CourtRoomDate) {
  return api.send<null>('DELETE', substitutePath(at));
}

function useHostChange<Input>(
  change: (input: Input) => Promise<{ message: string }>,
  handlesErrors: boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: { handlesErrors },
    onSuccess: ({ message }) => {
      notifySuccess(message);
      return queryClient.invalidateQueries({ queryKey: [HOSTS_KEY] });
    },
  });
}

/** Saving shows a refused judge under its field (the form handles it); removing fails in a toast. */
export const useSetPresidingJudge = () => useHostChange(setPresidingJudge, true);
export const useSetSubstituteJudge = () => useHostChange(setSubstituteJudge, true);
export const useRemoveSubstituteJudge = () => useHostChange(removeSubstituteJudge, false);
