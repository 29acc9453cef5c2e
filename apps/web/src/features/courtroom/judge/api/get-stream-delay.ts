import type { LiveHearing } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/**
 * The delay the public sees the hearing's room with (its stream setup's, else the court's default), as its
 * viewers are told it: GET /live/hearings/:hearingId.
 */
export async function getStreamDelay(hearingId: number): Promise<number> {
  return (await api.get<LiveHearing>(`/live/hearings/${hearingId}`)).delayMinutes;
}

export function useStreamDelay(hearingId: number | null) {
  return useQuery({
    queryKey: ['courtroom', 'streamDelay', hearingId],
    queryFn: () => getStreamDelay(hearingId ?? 0),
    enabled: hearingId !== null,
  });
}
