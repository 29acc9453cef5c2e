import type { IpEntry } from '@nyaya/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const IPS_KEY = 'ips';

/** One page of the addresses seen (PAGE_SIZE.ipList a page). */
export function getIps(page: number) {
  return api.page<IpEntry>(`/master/getuniqueIp?page=${page}`);
}

function ipsQuery(page: number) {
  return queryOptions({ queryKey: [IPS_KEY, page], queryFn: () => getIps(page) });
}

export function useIps(page: number) {
  return useQuery({ ...ipsQuery(page), placeholderData: keepPreviousData });
}
