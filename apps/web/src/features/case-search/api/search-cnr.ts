import type { CaseRow } from '@nyaya/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CASE_SEARCH_KEY } from './get-court-hearings';

/** POST crnSearch (spec.md §7 "Case search"): every hearing of the case, newest first. */
export function searchCnr(crnNumber: string) {
  return api.post<CaseRow[]>('/streaming/crnSearch', { crnNumber });
}

function cnrHearingsQuery(cnr: string) {
  return queryOptions({ queryKey: [CASE_SEARCH_KEY, 'cnr', cnr], queryFn: () => searchCnr(cnr) });
}

/**
 * A case's hearings, kept among the searches so that a request made from them refreshes them. The page shows
 * a failure itself: a bad CNR under the CNR box, anything else in place of the results.
 */
export function useCnrHearings(cnr: string | null) {
  return useQuery({ ...cnrHearingsQuery(cnr ?? ''), enabled: cnr !== null, meta: { handlesErrors: true } });
}
