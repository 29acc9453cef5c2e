import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { ResetPasswordPage } from '../../features/password/components/reset-password-page';
import { AuthCard } from '../layouts/auth-card';

export function ResetPasswordRoute() {
  const navigate = useNavigate();
  return (
    <AuthCard>
      <ResetPasswordPage onDone={() => void navigate(paths.public.login.getHref(), { replace: true })} />
    </AuthCard>
  );
}
