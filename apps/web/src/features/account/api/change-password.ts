import type { ChangePasswordInput } from '@nyaya/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export { changePasswordSchema } from '@nyaya/shared';

/** spec.md §7 settings/changePassword: a wrong current password comes back as a 400 on currentPassword. */
export function changePassword(input: ChangePasswordInput) {
  return api.send<null>('POST', '/users/settings/changePassword', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { handlesErrors: true } });
}
