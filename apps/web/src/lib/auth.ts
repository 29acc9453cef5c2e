import type { PublicUser } from '@nyaya/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { isApiError } from './api-error';

export const USER_QUERY_KEY = ['user'] as const;

/** GET /users/me: the signed-in user, or null when there is no session (a 401 is not an error here). */
async function getUser(): Promise<PublicUser | null> {
  try {
    return await api.get<PublicUser>('/users/me');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
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
