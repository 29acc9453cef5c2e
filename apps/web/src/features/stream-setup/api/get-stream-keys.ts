import type { StreamKeys } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getStreamKeys(id: number) {
  return api.get<StreamKeys>(`/streaming/controller/streamsetup/${id}/keys`);
}

/**
 * A setup's plain stream keys, for a row's reveal. They are secrets: fetched afresh on each reveal and dropped
 * from the cache as soon as the row hides them (gcTime 0), never kept beyond that.
 */
export function useStreamKeys(id: number) {
  return useQuery({
    queryKey: ['streamKeys', id],
    queryFn: () => getStreamKeys(id),
    gcTime: 0,
    staleTime: 0,
  });
}
