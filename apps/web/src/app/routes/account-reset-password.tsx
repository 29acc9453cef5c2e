import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { forgetSession } from '../../features/auth/api/logout';
import { SignedInResetPage } from '../../features/password/components/signed-in-reset-page';

/** /resetpassword: the new password ends every session of the account, this one too, so the user goes to /. */
export function AccountResetPasswordRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <SignedInResetPage
      onDone={() => {
        forgetSession(queryClient);
        void navigate(paths.public.login.getHref(), { replace: true });
      }}
    />
  );
}
