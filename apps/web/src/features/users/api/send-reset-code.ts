import { api } from '../../../lib/api-client';
import { useNotifiedChange } from '../../../lib/use-notified-change';
import { USERS_KEY } from './get-users';

export function sendResetCode(id: string) {
  return api.send<unknown>('POST', `/master/users/${id}/sendResetCode`);
}

/** E-mails the user a code and a link to set a new password. */
export function useSendResetCode() {
  return useNotifiedChange(sendResetCode, { refreshes: [USERS_KEY] });
}
