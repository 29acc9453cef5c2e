import type { OwnActivity } from '@nyaya/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const OWN_ACTIVITY_QUERY_KEY = ['ownActivity'] as const;

/** The signed-in user's sessions, sign-ins, codes sent and recordings viewed. */
export function getOwnActivity(): Promise<OwnActivity> {
  return api.get<OwnActivity>('/users/activity');
}

export function useOwnActivity() {
  return useQuery(queryOptions({ queryKey: OWN_ACTIVITY_QUERY_KEY, queryFn: getOwnActivity }));
}
