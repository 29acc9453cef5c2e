import type { SavedCase } from '@nyaya/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CASE_SEARCH_KEY } from './get-court-hearings';

export const SAVED_CASES_KEY = [CASE_SEARCH_KEY, 'saved'] as const;

/** The advocate's own list, kept on the server so it follows them to any device. */
export function getSavedCases() {
  return api.get<SavedCase[]>('/streaming/savedCases');
}

export const savedCasesQuery = queryOptions({ queryKey: SAVED_CASES_KEY, queryFn: getSavedCases });

export function useSavedCases(enabled: boolean) {
  return useQuery({ ...savedCasesQuery, enabled });
}
