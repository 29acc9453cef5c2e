import type { ExternalMeetingInput } from '@nyaya/shared';
import { api } from '../../../lib/api-client';
import { useNotifiedChange } from '../../../lib/use-notified-change';
import { EXTERNAL_MEETINGS_KEY } from './get-meeting-rooms';

export { externalMeetingSchema } from '@nyaya/shared';

type RoomDate = { roomId: string; date: string };
const roomPath = ({ roomId, date }: RoomDate) =>
  `/externalMeetings/rooms/${encodeURIComponent(roomId)}/${date}`;

export function saveMeetingLink({ at, input }: { at: RoomDate; input: ExternalMeetingInput }) {
  return api.send<null>('PUT', roomPath(at), input);
}

export function removeMeetingLink(at: RoomDate) {
  return api.send<null>('DELETE', roomPath(at));
}

/** Saving shows a refused link under its field (the form handles it); removing fails in a toast. */
export const useSaveMeetingLink = () =>
  useNotifiedChange(saveMeetingLink, { refreshes: [EXTERNAL_MEETINGS_KEY], handlesErrors: true });
export const useRemoveMeetingLink = () =>
  useNotifiedChange(removeMeetingLink, { refreshes: [EXTERNAL_MEETINGS_KEY] });
