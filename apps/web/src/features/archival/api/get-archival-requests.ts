import type { ArchivalRequestPage, ArchivalStatus } from '@nyaya/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

export const ARCHIVAL_KEY = 'archival';

/** What the list is narrowed to; empty means any. */
export type ArchivalFilters = { cnr: string; requestId: string; status: ArchivalStatus | '' };

/** One page of the requests (PAGE_SIZE.archival a page), newest first, with the default access days. */
export function getArchivalRequests(page: number, filters: ArchivalFilters) {
  return api.page(
    `/archival/getArchivalRequests${queryString({ page, ...filters })}`,
  ) as Promise<ArchivalRequestPage>;
}

function archivalRequestsQuery(page: number, filters: ArchivalFilters) {
  return queryOptions({
    queryKey: [ARCHIVAL_KEY, 'list', { page, ...filters }],
    queryFn: () => getArchivalRequests(page, filters),
  });
}

export function useArchivalRequests(page: number, filters: ArchivalFilters) {
  return useQuery({ ...archivalRequestsQuery(page, filters), placeholderData: keepPreviousData });
}
