import type { StreamedCourts } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /public/courts: the courts whose hearings are streamed, as master data has them. */
export function getStreamedCourts() {
  return api.get<StreamedCourts>('/public/courts');
}

export function useStreamedCourts() {
  return useQuery({
    queryKey: ['frontDoor', 'courts'],
    queryFn: getStreamedCourts,
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
}
