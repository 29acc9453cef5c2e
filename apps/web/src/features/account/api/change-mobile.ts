import type { MobileOtpVerificationInput, MobileUpdateInput, OtpSent, Profile } from '@nyaya/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useProfileChanged } from './update-profile';

export { mobileOtpVerificationSchema, mobileUpdateSchema } from '@nyaya/shared';

/** spec.md §7 profile/mobileUpdate (first code) and profile/resendOtp (another): a code to the new number. */
export function sendMobileCode({ resend, ...input }: MobileUpdateInput & { resend: boolean }) {
  const url = resend ? '/users/profile/resendOtp' : '/users/profile/mobileUpdate';
  return api.send<OtpSent>('POST', url, input);
}

/** spec.md §7 profile/verifyOtp: the code of the new number; the answer is the updated profile. */
export function verifyMobileCode(input: MobileOtpVerificationInput) {
  return api.send<Profile>('POST', '/users/profile/verifyOtp', input);
}

export function useSendMobileCode() {
  return useMutation({ mutationFn: sendMobileCode, meta: { handlesErrors: true } });
}

export function useVerifyMobileCode() {
  const profileChanged = useProfileChanged();
  return useMutation({
    mutationFn: verifyMobileCode,
    meta: { handlesErrors: true },
    onSuccess: ({ data }) => profileChanged(data),
  });
}
