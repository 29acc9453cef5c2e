import type { ArchivalRequest } from '@nyaya/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ARCHIVAL_KEY } from './get-archival-requests';

/** One page of the signed-in Individual's or Advocate's own requests, newest first. */
export function getMyArchivalRequests(page: number) {
  return api.page<ArchivalRequest>(`/archival/myRequests?page=${page}`);
}

function myArchivalRequestsQuery(page: number) {
  return queryOptions({
    queryKey: [ARCHIVAL_KEY, 'mine', { page }],
    queryFn: () => getMyArchivalRequests(page),
  });
}

export function useMyArchivalRequests(page: number) {
  return useQuery({ ...myArchivalRequestsQuery(page), placeholderData: keepPreviousData });
}
