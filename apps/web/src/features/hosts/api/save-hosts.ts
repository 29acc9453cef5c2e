import type { HostJudgeInput } from '@nyaya/shared';
import { api } from '../../../lib/api-client';
import { useNotifiedChange } from '../../../lib/use-notified-change';
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

/** Saving shows a refused judge under its field (the form handles it); removing fails in a toast. */
export const useSetPresidingJudge = () =>
  useNotifiedChange(setPresidingJudge, { refreshes: [HOSTS_KEY], handlesErrors: true });
export const useSetSubstituteJudge = () =>
  useNotifiedChange(setSubstituteJudge, { refreshes: [HOSTS_KEY], handlesErrors: true });
export const useRemoveSubstituteJudge = () =>
  useNotifiedChange(removeSubstituteJudge, { refreshes: [HOSTS_KEY] });
