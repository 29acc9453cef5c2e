import type { CaseRow } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** The hearing the advocate chose Join for, found among its case's hearings (POST crnSearch); null if gone. */
async function getLobbyCase(hearingId: number, cnr: string): Promise<CaseRow | null> {
  const hearings = await api.post<CaseRow[]>('/streaming/crnSearch', { crnNumber: cnr });
  return hearings.find((hearing) => hearing.hearingId === hearingId) ?? null;
}

export function useLobbyCase(hearingId: number, cnr: string) {
  return useQuery({
    queryKey: ['courtroom', 'lobby', 'case', hearingId, cnr],
    queryFn: () => getLobbyCase(hearingId, cnr),
  });
}
