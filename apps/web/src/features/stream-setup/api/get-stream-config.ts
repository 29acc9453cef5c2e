import type { StreamSetupConfig } from '@nyaya/shared';
import { queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getStreamConfig() {
  return api.get<StreamSetupConfig>('/streaming/controller/config');
}

const streamConfigQuery = queryOptions({
  queryKey: ['streamSetupConfig'],
  queryFn: getStreamConfig,
  staleTime: Infinity,
});

/** The server's stream-setup settings: the RTMP prefix every YouTube URL must start with. */
export function useStreamConfig() {
  return useQuery(streamConfigQuery);
}

/** Fetches the settings with the page, so the form opens at once. */
export function usePrefetchStreamConfig() {
  usePrefetchQuery(streamConfigQuery);
}
