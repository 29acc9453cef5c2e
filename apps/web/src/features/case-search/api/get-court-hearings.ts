import type { ApiPage, CaseRow } from '@nyaya/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

export const CASE_SEARCH_KEY = 'caseSearch';

/** One court: a district court room or a High Court bench, by its master value. */
export type CourtChoice = { kind: 'courtRoom' | 'bench'; value: string };

/** A page of the court's hearings (10 a page), today's first. */
export function getCourtHearings(court: CourtChoice, page: number) {
  return api.page<CaseRow>(`/streaming/courtHearings${queryString({ [court.kind]: court.value, page })}`);
}

function courtHearingsQuery(court: CourtChoice, page: number) {
  return queryOptions({
    queryKey: [CASE_SEARCH_KEY, 'court', court, page],
    queryFn: (): Promise<ApiPage<CaseRow>> => getCourtHearings(court, page),
  });
}

export function useCourtHearings(court: CourtChoice | null, page: number) {
  return useQuery({
    ...courtHearingsQuery(court ?? { kind: 'courtRoom', value: '' }, page),
    enabled: court !== null,
    placeholderData: keepPreviousData,
  });
}
