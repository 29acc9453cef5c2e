import type { OtpSent } from '@nyaya/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** settings/resendPasswordCode: a new code in place of the token's, to the same e-mail and mobile. */
export function resendCode(token: string) {
  return api.send<OtpSent>('POST', '/users/settings/resendPasswordCode', { token });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode, meta: { handlesErrors: true } });
}
