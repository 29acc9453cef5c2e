import type { AddUserInput, AdminUser } from '@nyaya/shared';
import { api } from '../../../lib/api-client';
import { useNotifiedChange } from '../../../lib/use-notified-change';
import { USERS_KEY } from './get-users';

export { addUserSchema } from '@nyaya/shared';

/** Adds a user (no id) or edits one: the same fields either way. */
export function saveUser({ id, values }: { id?: string; values: AddUserInput }) {
  return id
    ? api.send<AdminUser>('PUT', `/master/users/${id}`, values)
    : api.send<AdminUser>('POST', '/master/users', values);
}

export function useSaveUser() {
  return useNotifiedChange(saveUser, { refreshes: [USERS_KEY], handlesErrors: true });
}
