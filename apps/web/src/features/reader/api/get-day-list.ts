import type { CauseListDay } from '@nyaya/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

export const DAY_LIST_KEY = 'readerDayList';

/** The whole list of the reader's court room for one court day (YYYY-MM-DD), in hearing order. */
export function getDayList(date: string): Promise<CauseListDay> {
  return api.get<CauseListDay>(`/causeList/reader/getDayList${queryString({ date })}`);
}

export function dayListQuery(date: string) {
  return queryOptions({ queryKey: [DAY_LIST_KEY, date], queryFn: () => getDayList(date) });
}

export function useDayList(date: string) {
  return useQuery(dayListQuery(date));
}
