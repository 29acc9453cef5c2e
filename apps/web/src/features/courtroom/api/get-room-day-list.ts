import type { CauseListDay } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

export const ROOM_DAY_LIST_KEY = 'courtroomDayList';

/**
 * The court's today in a room, in hearing order. A judge's own room when roomId is left out (the server gives
 * a Judge their own room whatever is asked); a Controller names the room they monitor.
 */
export function getRoomDayList(roomId?: string): Promise<CauseListDay> {
  return api.get<CauseListDay>(`/causeList/reader/getDayList${queryString({ roomId: roomId })}`);
}

export function useRoomDayList(roomId?: string) {
  return useQuery({
    queryKey: [ROOM_DAY_LIST_KEY, roomId ?? null],
    queryFn: () => getRoomDayList(roomId),
    meta: { handlesErrors: true },
  });
}
