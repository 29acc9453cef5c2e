import { SYSTEM_HEALTH_REFRESH_MS, type SystemHealth } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every instance's health, asked again every few seconds while the page is open. */
export function getSystemHealth() {
  return api.get<SystemHealth>('/master/systemHealth');
}

export function useSystemHealth() {
  return useQuery({
    queryKey: ['systemHealth'],
    queryFn: getSystemHealth,
    refetchInterval: SYSTEM_HEALTH_REFRESH_MS,
  });
}
