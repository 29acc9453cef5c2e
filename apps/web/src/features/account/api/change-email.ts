import type { EmailChangeInput, EmailOtpVerificationInput, OtpSent, Profile } from '@nyaya/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useProfileChanged } from './update-profile';

export { emailChangeSchema, emailOtpVerificationSchema } from '@nyaya/shared';

/** spec.md §7 profile/sendEmailVerificationContact: a code to the new e-mail (also the resend). */
export function sendEmailCode(input: EmailChangeInput) {
  return api.send<OtpSent>('POST', '/users/profile/sendEmailVerificationContact', input);
}

/** spec.md §7 profile/emailContactOTPVerification: the code of the new e-mail; the answer is the updated profile. */
export function verifyEmailCode(input: EmailOtpVerificationInput) {
  return api.send<Profile>('POST', '/users/profile/emailContactOTPVerification', input);
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode, meta: { handlesErrors: true } });
}

export function useVerifyEmailCode() {
  const profileChanged = useProfileChanged();
  return useMutation({
    mutationFn: verifyEmailCode,
    meta: { handlesErrors: true },
    onSuccess: ({ data }) => profileChanged(data),
  });
}
