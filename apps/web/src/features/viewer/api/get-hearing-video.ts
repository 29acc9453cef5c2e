import { courtNow, type HearingVideo } from '@nyaya/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const HEARING_VIDEO_KEY = 'hearingVideo';

/** GET /videos/:hearingId: the hearing and its recordings, each with an address signed for this viewer. */
export function getHearingVideo(hearingId: number): Promise<HearingVideo> {
  return api.get<HearingVideo>(`/videos/${hearingId}`);
}

/**
 * How long until the addresses should be renewed: a minute (at most a fifth of their life) before they expire, by
 * the server's clock (a phone whose clock is hours behind would never renew them, hours ahead every second).
 */
export function renewalDelay(expiresAt: string | undefined): number | false {
  if (!expiresAt) return false;
  const remaining = Date.parse(expiresAt) - courtNow();
  return Math.max(1_000, remaining - Math.min(60_000, remaining / 5));
}

export function hearingVideoQuery(hearingId: number) {
  return queryOptions({
    queryKey: [HEARING_VIDEO_KEY, hearingId],
    queryFn: () => getHearingVideo(hearingId),
    // A long viewing keeps working: fresh addresses arrive before the old ones stop, even in a background tab.
    refetchInterval: (query) => renewalDelay(query.state.data?.expiresAt),
    refetchIntervalInBackground: true,
    // The page shows a refusal (not found, not public) in place of the player, so no toast as well.
    meta: { handlesErrors: true },
  });
}

export function useHearingVideo(hearingId: number) {
  return useQuery(hearingVideoQuery(hearingId));
}
