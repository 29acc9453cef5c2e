import { SignupPage } from '../../features/auth/components/signup-page';
import { AuthCard } from '../layouts/auth-card';

export function SignupRoute() {
  return (
    <AuthCard wide>
      <SignupPage />
    </AuthCard>
  );
}
