import type { RetentionPeriods } from '@nyaya/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const RETENTION_KEY = 'retention';

/** The spec reads the settings with a POST (spec.md §7: getretentionPeriod). */
export function getRetention() {
  return api.post<RetentionPeriods>('/master/getretentionPeriod');
}

const retentionQuery = queryOptions({ queryKey: [RETENTION_KEY], queryFn: getRetention });

export function useRetention() {
  return useQuery(retentionQuery);
}
