import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getRoomIds() {
  return api.get<string[]>('/streaming/controller/getroomids');
}

const roomIdsQuery = queryOptions({ queryKey: ['causeListRoomIds'], queryFn: getRoomIds });

/** The streaming rooms' ids, for the Room filter and the form's Room No. */
export function useRoomIds() {
  return useQuery(roomIdsQuery);
}
