import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { ForgotPasswordPage } from '../../features/password/components/forgot-password-page';
import { AuthCard } from '../layouts/auth-card';

/** /forgot-password: once the code is sent, /reset-password takes it with the challenge's token. */
export function ForgotPasswordRoute() {
  const navigate = useNavigate();
  return (
    <AuthCard>
      <ForgotPasswordPage
        onCodeSent={(token) =>
          void navigate(`${paths.public.resetPassword.getHref()}?token=${encodeURIComponent(token)}`)
        }
      />
    </AuthCard>
  );
}
