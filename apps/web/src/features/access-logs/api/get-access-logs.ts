import { API_PREFIX, type AccessEvent, type AccessLogEntry } from '@nyaya/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/query-string';

export { accessLogQuery } from '@nyaya/shared';

export type AccessLogFilters = { q?: string; event?: AccessEvent; from?: string; to?: string };

export function getAccessLogs(page: number, filters: AccessLogFilters) {
  return api.page<AccessLogEntry>(`/master/accessLogs${queryString({ page, ...filters })}`);
}

function accessLogsQuery(page: number, filters: AccessLogFilters) {
  return queryOptions({
    queryKey: ['accessLogs', page, filters],
    queryFn: () => getAccessLogs(page, filters),
  });
}

/** `filters` is undefined while they are invalid (e.g. from after to): nothing is fetched then. */
export function useAccessLogs(page: number, filters: AccessLogFilters | undefined) {
  return useQuery({
    ...accessLogsQuery(page, filters ?? {}),
    enabled: Boolean(filters),
    placeholderData: keepPreviousData,
  });
}

/** The CSV of every entry that matches the filters (a plain link: the session cookie authenticates it). */
export function accessLogExportHref(filters: AccessLogFilters): string {
  return `${API_PREFIX}/master/accessLogs/export${queryString(filters)}`;
}
