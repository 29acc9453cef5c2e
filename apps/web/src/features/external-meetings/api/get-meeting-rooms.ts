import type { ExternalMeetingRoom } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const EXTERNAL_MEETINGS_KEY = 'externalMeetings';

/** Every streaming room on a date with its hearings that day and the meeting link set for it (Controller). */
export function getMeetingRooms(date: string) {
  return api.get<ExternalMeetingRoom[]>(`/externalMeetings/rooms?date=${date}`);
}

export function useMeetingRooms(date: string) {
  return useQuery({ queryKey: [EXTERNAL_MEETINGS_KEY, 'rooms', date], queryFn: () => getMeetingRooms(date) });
}
