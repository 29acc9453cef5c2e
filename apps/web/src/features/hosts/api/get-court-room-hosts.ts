import type { CourtRoomHostsOnDate } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const HOSTS_KEY = 'hosts';

/** Every court room on a date with its presiding judges and substitute, and every active Judge (SuperAdmin). */
export function getCourtRoomHosts(date: string) {
  return api.get<CourtRoomHostsOnDate>(`/hosts/courtRooms?date=${date}`);
}

export function useCourtRoomHosts(date: string) {
  return useQuery({ queryKey: [HOSTS_KEY, date], queryFn: () => getCourtRoomHosts(date) });
}
