import { RESET_TOKEN_HEADER, type resetPasswordSchema } from '@nyaya/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export { resetPasswordSchema } from '@nyaya/shared';

type SetPasswordInput = z.output<typeof resetPasswordSchema> & { token: string };

/** spec.md §7 settings/resetPassword: the new password, with the verified token in the forgettoken header. */
export function setPassword({ token, ...passwords }: SetPasswordInput) {
  return api.send<null>('POST', '/users/settings/resetPassword', passwords, {
    headers: { [RESET_TOKEN_HEADER]: token },
  });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword, meta: { handlesErrors: true } });
}
