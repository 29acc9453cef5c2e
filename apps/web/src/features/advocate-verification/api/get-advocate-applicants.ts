import type { AdvocateApplicantPage, AdvocateVerificationStatus } from '@nyaya/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

export const APPLICANTS_KEY = 'advocate-applicants';

/** One page (PAGE_SIZE.default) of the Advocates in one verification status; pending ones oldest first. */
export function getAdvocateApplicants(status: AdvocateVerificationStatus, page: number) {
  return api.page(
    `/advocates/verifications${queryString({ status, page })}`,
  ) as Promise<AdvocateApplicantPage>;
}

function applicantsQuery(status: AdvocateVerificationStatus, page: number) {
  return queryOptions({
    queryKey: [APPLICANTS_KEY, { status, page }],
    queryFn: () => getAdvocateApplicants(status, page),
  });
}

export function useAdvocateApplicants(status: AdvocateVerificationStatus, page: number) {
  return useQuery({ ...applicantsQuery(status, page), placeholderData: keepPreviousData });
}
