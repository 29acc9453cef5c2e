import type { CaseRow, CrnSearchInput } from '@nyaya/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST crnSearch (spec 7 "Case search"): every hearing of the case, newest first. */
export function searchCnr(values: CrnSearchInput) {
  return api.post<CaseRow[]>('/streaming/crnSearch', values);
}

/** A search is a read, but its bad input comes back under the CNR box, so the caller shows the errors. */
export function useSearchCnr() {
  return useMutation({ mutationFn: searchCnr, meta: { handlesErrors: true } });
}
