import type { ExternalMeetingInput } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { EXTERNAL_MEETINGS_KEY } from './get-meeting-rooms';

export { externalMeetingSchema } from '@nyaya/shared';

type RoomDate = { roomNo: string; date: string };
const roomPath = ({ roomNo, date }: RoomDate) =>
  `/externalMeetings/rooms/${encodeURIComponent(roomNo)}/${date}`;

export function saveMeetingLink({ at, input }: { at: RoomDate; input: ExternalMeetingInput }) {
  return api.send<null>('PUT', roomPath(at), input);
}

export function removeMeetingLink(at: RoomDate) {
  return api.send<null>('DELETE', roomPath(at));
}

function useMeetingChange<Input>(
  change: (input: Input) => Promise<{ message: string }>,
  handlesErrors: boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: { handlesErrors },
    onSuccess: ({ message }) => {
      notifySuccess(message);
      return queryClient.invalidateQueries({ queryKey: [EXTERNAL_MEETINGS_KEY] });
    },
  });
}

/** Saving shows a refused link under its field (the form handles it); removing fails in a toast. */
export const useSaveMeetingLink = () => useMeetingChange(saveMeetingLink, true);
export const useRemoveMeetingLink = () => useMeetingChange(removeMeetingLink, false);
