import type { LiveHearing } from '@nyaya/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const LIVE_HEARING_KEY = 'liveHearing';

/** GET /live/hearings/:hearingId: the hearing chosen in search, its room's delayed playlist and what it shows now. */
export function getLiveHearing(hearingId: number): Promise<LiveHearing> {
  return api.get<LiveHearing>(`/live/hearings/${hearingId}`);
}

export function liveHearingQuery(hearingId: number) {
  return queryOptions({
    queryKey: [LIVE_HEARING_KEY, hearingId],
    queryFn: () => getLiveHearing(hearingId),
    // The room's state comes over the socket from here on; a refetch would only race it.
    staleTime: Infinity,
    // The page shows a refusal (not found) in place of the player, so no toast as well.
    meta: { handlesErrors: true },
  });
}

export function useLiveHearing(hearingId: number) {
  return useQuery(liveHearingQuery(hearingId));
}
