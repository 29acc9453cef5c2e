import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { STREAM_SETUPS_KEY } from './get-stream-setups';

export function getRoomIds() {
  return api.get<string[]>('/streaming/controller/getroomids');
}

// Under the stream-setup key, so a save or delete refreshes the rooms too.
const roomIdsQuery = queryOptions({ queryKey: [STREAM_SETUPS_KEY, 'roomIds'], queryFn: getRoomIds });

/** The streaming rooms' ids, for the search dropdown and the form's Room No. */
export function useRoomIds() {
  return useQuery(roomIdsQuery);
}
