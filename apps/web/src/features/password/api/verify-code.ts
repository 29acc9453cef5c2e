import type { z } from 'zod';
import type { otpVerificationSchema } from '@nyaya/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export { otpVerificationSchema } from '@nyaya/shared';

type CodeInput = z.output<typeof otpVerificationSchema>;

/** spec.md §7 profile/emailOTPVerification: checks the e-mailed code against the token of the link. */
export function verifyCode(input: CodeInput) {
  return api.send<null>('POST', '/users/profile/emailOTPVerification', input);
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode, meta: { handlesErrors: true } });
}
