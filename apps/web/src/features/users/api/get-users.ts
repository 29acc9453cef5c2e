import type { AdminUser, Role } from '@nyaya/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

type UserFilters = { page: number; q: string; role: Role | '' };

export const USERS_KEY = 'users';

export function getUsers({ page, q, role }: UserFilters) {
  return api.page<AdminUser>(`/master/users${queryString({ page, q, role })}`);
}

function usersQuery(filters: UserFilters) {
  return queryOptions({ queryKey: [USERS_KEY, filters], queryFn: () => getUsers(filters) });
}

export function useUsers(filters: UserFilters) {
  return useQuery({ ...usersQuery(filters), placeholderData: keepPreviousData });
}
