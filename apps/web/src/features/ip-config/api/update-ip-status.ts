import type { ApiPage, IpEntry, ipStatusSchema } from '@nyaya/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { appState } from '../../../lib/app-state';
import { notifySuccess } from '../../../lib/notify';
import { failureMessage } from '../../../lib/translate-message';
import { IPS_KEY } from './get-ips';

type IpStatus = z.output<typeof ipStatusSchema>;

export function updateIpStatus(input: IpStatus) {
  return api.send('POST', '/master/updateIpStatus', input);
}

/** spec.md §4: the row updates in place on success; §8: a failure shows its message in the OOPS? modal. */
export function useUpdateIpStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIpStatus,
    meta: { handlesErrors: true },
    onSuccess: ({ message }, { ip, isBanned }) => {
      queryClient.setQueriesData<ApiPage<IpEntry>>(
        { queryKey: [IPS_KEY] },
        (page) =>
          page && {
            ...page,
            data: page.data.map((entry) => (entry.ip === ip ? { ...entry, isBanned } : entry)),
          },
      );
      notifySuccess(message);
    },
    onError: (error) => appState.showAlertModal(failureMessage(error)),
  });
}
