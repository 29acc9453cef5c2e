import type { PauseReason } from '@nyaya/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export function getPauseReasons() {
  return api.get<PauseReason[]>('/reasons/pauseReasons');
}

const pauseReasonsQuery = queryOptions({ queryKey: ['courtroom', 'pauseReasons'], queryFn: getPauseReasons });

/** The reasons of the "Disable Stream" modal, loaded when the judge asks to stop streaming. */
export function usePauseReasons(enabled: boolean) {
  return useQuery({ ...pauseReasonsQuery, enabled });
}
