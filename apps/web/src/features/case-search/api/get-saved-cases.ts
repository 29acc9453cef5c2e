import type { SavedCase } from '@nyaya/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CASE_SEARCH_KEY } from './get-court-hearings';

export const SAVED_CASES_KEY = [CASE_SEARCH_KEY, 'saved'] as const;

/**
 * spec.md §3 keeps the list in local storage under 'cases'; here the server holds it (it follows the advocate to any
 * device) and the browser's copy is only a cache shown while the server answers, for the same account only.
 */
const CACHE_KEY = 'cases';
type CachedCases = { userId: string; cases: SavedCase[] };

function cachedCases(userId: string): SavedCase[] | undefined {
  try {
    const cached = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as CachedCases | null;
    return cached?.userId === userId && Array.isArray(cached.cases) ? cached.cases : undefined;
  } catch {
    return undefined;
  }
}

/** The advocate's own list, newest first. */
export async function getSavedCases(userId: string) {
  const cases = await api.get<SavedCase[]>('/streaming/savedCases');
  localStorage.setItem(CACHE_KEY, JSON.stringify({ userId, cases } satisfies CachedCases));
  return cases;
}

function savedCasesQuery(userId: string) {
  return queryOptions({ queryKey: [...SAVED_CASES_KEY, userId], queryFn: () => getSavedCases(userId) });
}

export function useSavedCases(userId: string, enabled: boolean) {
  return useQuery({
    ...savedCasesQuery(userId),
    enabled,
    placeholderData: () => (enabled ? cachedCases(userId) : undefined),
  });
}
