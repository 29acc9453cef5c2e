import type { StreamedCourts } from '@nyaya/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** How long the front door waits for the courts' names before it shows itself without them. */
const COURTS_AWAITED_MS = 1000;

/** GET /public/courts: the courts whose hearings are streamed, as master data has them. */
export function getStreamedCourts() {
  return api.get<StreamedCourts>('/public/courts');
}

const streamedCourtsQuery = queryOptions({
  queryKey: ['frontDoor', 'courts'],
  queryFn: getStreamedCourts,
  staleTime: Infinity,
  meta: { handlesErrors: true },
});

export function useStreamedCourts() {
  return useQuery(streamedCourtsQuery);
}

/**
 * Fetches the courts while the front door's code loads, so that its lead names them from its first paint: the
 * sign-in form under it does not move down a line as someone reaches for it. A slow answer is not waited for.
 */
export async function prefetchStreamedCourts(): Promise<void> {
  let gaveUp: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<void>((resolve) => (gaveUp = setTimeout(resolve, COURTS_AWAITED_MS)));
  await Promise.race([queryClient.prefetchQuery(streamedCourtsQuery), giveUp]);
  clearTimeout(gaveUp);
}
