import type { PublicUser } from '@nyaya/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from './api-client';

export const USER_QUERY_KEY = ['user'] as const;

/** GET /auth/session: the signed-in user, or null when there is no session (no failed request for a visitor). */
function getUser(): Promise<PublicUser | null> {
  return api.get<PublicUser | null>('/auth/session');
}

export const userQueryOptions = queryOptions({
  queryKey: USER_QUERY_KEY,
  queryFn: getUser,
  staleTime: Infinity,
});

export function useUser() {
  return useQuery(userQueryOptions);
}

export function setUser(queryClient: QueryClient, user: PublicUser | null): void {
  queryClient.setQueryData(USER_QUERY_KEY, user);
}

export function isSignedIn(queryClient: QueryClient): boolean {
  return Boolean(queryClient.getQueryData(USER_QUERY_KEY));
}

/** The user on a private page, where the route guard has already made sure there is one. */
export function useSignedInUser(): PublicUser {
  const user = useUser().data;
  if (!user) throw new Error('useSignedInUser is only for pages behind the private route guard');
  return user;
}
