import type { PauseReason } from '@nyaya/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const REASONS_KEY = 'reasons';

export function getReasons() {
  return api.get<PauseReason[]>('/master/reasons');
}

const reasonsQuery = queryOptions({ queryKey: [REASONS_KEY], queryFn: getReasons });

export function useReasons() {
  return useQuery(reasonsQuery);
}
