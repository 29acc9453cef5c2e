import type { MyMatter } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /matters/today: the signed-in advocate's matters on today's cause list, each with where it stands. */
export function getMyMatters(): Promise<MyMatter[]> {
  return api.get<MyMatter[]>('/matters/today');
}

export function useMyMatters(enabled: boolean) {
  return useQuery({ queryKey: ['matters', 'today'], queryFn: getMyMatters, enabled });
}
