import { ChangePasswordPage } from '../../features/account/components/change-password-page';

export function ChangePasswordRoute() {
  return <ChangePasswordPage />;
}
