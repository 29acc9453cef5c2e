import type { StreamKeys } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { STREAM_SETUPS_KEY } from './get-stream-setups';

export function getStreamKeys(id: number) {
  return api.get<StreamKeys>(`/streaming/controller/streamsetup/${id}/keys`);
}

/**
 * A setup's plain stream keys, for a row's reveal. They are secrets: fetched afresh on each reveal and dropped
 * from the cache as soon as the row hides them (gcTime 0), never kept beyond that. Under the stream-setup
 * key, so an edit refreshes keys that are being shown.
 */
export function streamKeysQueryKey(id: number) {
  return [STREAM_SETUPS_KEY, 'keys', id] as const;
}

export function useStreamKeys(id: number) {
  return useQuery({
    queryKey: streamKeysQueryKey(id),
    queryFn: () => getStreamKeys(id),
    gcTime: 0,
    staleTime: 0,
  });
}
