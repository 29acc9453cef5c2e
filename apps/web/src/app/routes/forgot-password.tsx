import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { ForgotPasswordPage } from '../../features/password/components/forgot-password-page';
import type { CodeSentState } from '../../features/password/components/reset-password-page';
import { AuthCard } from '../layouts/auth-card';

/** /forgot-password: once the code is sent, /reset-password takes it with the challenge's token. */
export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  return (
    <AuthCard>
      <ForgotPasswordPage
        onCodeSent={({ token, resendAfterSeconds }) =>
          void navigate(`${paths.public.resetPassword.getHref()}?token=${encodeURIComponent(token)}`, {
            state: { resendAfterSeconds } satisfies CodeSentState,
          })
        }
      />
    </AuthCard>
  );
}
