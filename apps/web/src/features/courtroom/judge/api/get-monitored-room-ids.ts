import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export function getMonitoredRoomIds() {
  return api.get<string[]>('/streaming/controller/getroomids');
}

const roomIdsQuery = queryOptions({ queryKey: ['courtroom', 'roomIds'], queryFn: getMonitoredRoomIds });

/** The streaming rooms a Controller may monitor. */
export function useMonitoredRoomIds() {
  return useQuery(roomIdsQuery);
}
