import { SOCKET_EVENTS, type ControlRoomCard } from '@nyaya/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket } from '../../../lib/socket';
import { roomCardsQuery } from './get-room-cards';

/**
 * Puts each card the server sends (a setup, delay or today's cause list changed) in place of that room's card,
 * without a refetch; after a reconnect, refetches, since cards may have changed while the socket was away.
 */
export function useRoomCardUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    const onCard = (card: ControlRoomCard) => {
      queryClient.setQueryData(roomCardsQuery.queryKey, (cards) =>
        cards?.map((current) => (current.streamingRoomId === card.streamingRoomId ? card : current)),
      );
    };
    const onReconnect = () => void queryClient.invalidateQueries({ queryKey: roomCardsQuery.queryKey });
    socket.on(SOCKET_EVENTS.controlRoomCard, onCard);
    socket.io.on('reconnect', onReconnect);
    return () => {
      socket.off(SOCKET_EVENTS.controlRoomCard, onCard);
      socket.io.off('reconnect', onReconnect);
    };
  }, [queryClient]);
}
