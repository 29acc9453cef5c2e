import type { ControlRoomCard } from '@nyaya/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every streaming room's card, in room order; the socket keeps them current afterwards. */
export function getRoomCards() {
  return api.get<ControlRoomCard[]>('/controlRoom/getRoomCards');
}

export const roomCardsQuery = queryOptions({ queryKey: ['controlRoom', 'cards'], queryFn: getRoomCards });

export function useRoomCards() {
  return useQuery(roomCardsQuery);
}
