import type { CaseRow, SavedCase } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** The side list "Cases" (spec.md §2): the advocate's saved cases whose hearing is Live now. */
async function getLiveSavedCases(): Promise<CaseRow[]> {
  const saved = await api.get<SavedCase[]>('/streaming/savedCases');
  return saved.flatMap(({ hearing }) => (hearing?.status === 'Live' ? [hearing] : []));
}

export function useLiveSavedCases() {
  return useQuery({ queryKey: ['courtroom', 'lobby', 'live-saved-cases'], queryFn: getLiveSavedCases });
}
