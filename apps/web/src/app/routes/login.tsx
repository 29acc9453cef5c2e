import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { AuthCard } from '../layouts/auth-card';

export function LoginRoute() {
  const navigate = useNavigate();
  return (
    <AuthCard>
      <LoginForm onSuccess={() => void navigate(paths.app.dashboard.getHref(), { replace: true })} />
    </AuthCard>
  );
}
