import type { LiveCourt } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A court goes live or off air when its judge says so: the list is asked again at this pace while shown. */
const REFRESH_MS = 30_000;

/** GET /public/live: the court rooms the public can watch now. */
export function getLiveCourts() {
  return api.get<LiveCourt[]>('/public/live');
}

export function useLiveCourts() {
  return useQuery({
    queryKey: ['frontDoor', 'live'],
    queryFn: getLiveCourts,
    refetchInterval: REFRESH_MS,
    meta: { handlesErrors: true },
  });
}
