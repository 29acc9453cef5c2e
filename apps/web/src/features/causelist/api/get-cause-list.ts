import type { CauseListEntry } from '@nyaya/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

export const CAUSE_LIST_KEY = 'causeList';

/** The rows the table shows: a page of the list, or every entry of the CNR searched for. */
export type CauseListRows = { rows: CauseListEntry[]; totalPages: number };

/** What the table lists: a CNR search, or a page filtered by hearing date and room (empty means any). */
export type CauseListFilters = { cnr: string; date: string; roomId: string };

/** One page of the cause list (PAGE_SIZE.causeList a page). */
export async function getCauseList(page: number, date: string, roomId: string): Promise<CauseListRows> {
  const query = queryString({ page, date, roomId });
  const result = await api.page<CauseListEntry>(`/causeList/controller/getCauseList${query}`);
  return { rows: result.data, totalPages: result.totalPages };
}

/** Every entry of one CNR (spec.md §7: searchCauseListByCnr); not paged. */
export async function searchCauseListByCnr(cnr: string): Promise<CauseListRows> {
  const rows = await api.post<CauseListEntry[]>('/causeList/controller/searchCauseListByCnr', { cnr });
  return { rows, totalPages: rows.length > 0 ? 1 : 0 };
}

function causeListQuery(page: number, { cnr, date, roomId }: CauseListFilters) {
  return queryOptions({
    queryKey: [CAUSE_LIST_KEY, 'list', cnr ? { cnr } : { page, date, roomId }],
    queryFn: () => (cnr ? searchCauseListByCnr(cnr) : getCauseList(page, date, roomId)),
  });
}

export function useCauseList(page: number, filters: CauseListFilters) {
  return useQuery({ ...causeListQuery(page, filters), placeholderData: keepPreviousData });
}
