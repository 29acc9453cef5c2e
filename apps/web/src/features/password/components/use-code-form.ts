import { notifySuccess } from '../../../lib/notify';
import { useOtpForm } from '../../../lib/use-otp-form';
import { otpVerificationSchema, useVerifyCode } from '../api/verify-code';

const codeSchema = otpVerificationSchema.pick({ otp: true });

/**
 * The reset code's form, checked against the token of the link or of the code just sent: a wrong or spent token
 * shows above the box (tokenError), and a new token empties the box.
 */
export function useCodeForm(token: string, onVerified: () => void) {
  const verify = useVerifyCode();
  return useOtpForm({
    schema: codeSchema,
    tokenInForm: true,
    code: token,
    onVerify: async (otp) => {
      const { message } = await verify.mutateAsync({ otp, token });
      notifySuccess(message);
      onVerified();
    },
  });
}
