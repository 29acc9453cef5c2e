import type { AdminDashboardStats } from '@nyaya/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getAdminStats() {
  return api.get<AdminDashboardStats>('/master/dashboard');
}

const adminStatsQuery = queryOptions({ queryKey: ['adminDashboard'], queryFn: getAdminStats });

export function useAdminStats() {
  return useQuery(adminStatsQuery);
}
