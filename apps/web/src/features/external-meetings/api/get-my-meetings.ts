import type { JoinableMeeting } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { EXTERNAL_MEETINGS_KEY } from './get-meeting-rooms';

/** The meetings from today on the signed-in Judge, Advocate or Controller may join. */
export function getMyMeetings() {
  return api.get<JoinableMeeting[]>('/externalMeetings/mine');
}

export function useMyMeetings() {
  return useQuery({ queryKey: [EXTERNAL_MEETINGS_KEY, 'mine'], queryFn: getMyMeetings });
}
