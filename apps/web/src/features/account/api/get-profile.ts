import type { Profile } from '@nyaya/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** spec.md §7 GET profile: the signed-in user's name, mobile with dial code, e-mail and country. */
export function getProfile(): Promise<Profile> {
  return api.get<Profile>('/users/profile');
}

export const profileQueryOptions = queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions);
}
