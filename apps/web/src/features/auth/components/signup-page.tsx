import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useResendVerification } from '../api/resend-verification';
import { SignupForm } from './signup-form';
import { VerifyContactsStep } from './verify-contacts-step';

/**
 * /signup: the form, then the codes to the new e-mail and mobile. Verified, the account is signed in, and the
 * public-only guard takes it where a sign-in lands.
 */
export function SignupPage() {
  const navigate = useNavigate();
  const verification = useResendVerification();
  if (!verification.current) return <SignupForm onSuccess={verification.send} />;
  return (
    <VerifyContactsStep
      verification={verification.current}
      reason="signedUpVerify"
      resending={verification.sending}
      onResend={verification.resend}
      onBack={() => void navigate(paths.public.login.getHref())}
    />
  );
}
