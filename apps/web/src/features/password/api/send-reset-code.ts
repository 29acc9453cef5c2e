import type { ForgotPasswordInput, OtpSent } from '@nyaya/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export { forgotPasswordFormSchema, resetEmailSchema } from '@nyaya/shared';

/**
 * spec.md §7 settings/forgetPassword: a reset code to the account's e-mail (and mobile). The public page sends
 * the captcha; a signed-in user asking for their own e-mail may leave it out.
 */
export function sendResetCode(input: ForgotPasswordInput) {
  return api.send<OtpSent>('POST', '/users/settings/forgetPassword', input);
}

export function useSendResetCode() {
  return useMutation({ mutationFn: sendResetCode, meta: { handlesErrors: true } });
}
