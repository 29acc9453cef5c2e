import type { UnfinishedRecording } from '@nyaya/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Finalising takes seconds to minutes and retries come on their own: the list is read again this often. */
const REFRESH_MS = 10_000;

/** Stopped recordings the server has not finalised yet (pending, or failed and waiting for a retry). */
export function getUnfinishedRecordings() {
  return api.get<UnfinishedRecording[]>('/controlRoom/recordings');
}

export const unfinishedRecordingsQuery = queryOptions({
  queryKey: ['controlRoom', 'unfinishedRecordings'],
  queryFn: getUnfinishedRecordings,
  refetchInterval: REFRESH_MS,
});

export function useUnfinishedRecordings() {
  return useQuery(unfinishedRecordingsQuery);
}
