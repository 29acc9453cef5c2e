import type { PublicCaseStatus } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /public/cases/:cnr: where a case stands, for anyone, without an account. */
export function getCaseStatus(cnr: string) {
  return api.get<PublicCaseStatus>(`/public/cases/${encodeURIComponent(cnr)}`);
}

/** The case a visitor checks; the page says itself why a check failed (not listed, a bad CNR, too many). */
export function useCaseStatus(cnr: string | null) {
  return useQuery({
    queryKey: ['frontDoor', 'case', cnr],
    queryFn: () => getCaseStatus(cnr ?? ''),
    enabled: cnr !== null,
    retry: false,
    meta: { handlesErrors: true },
  });
}
