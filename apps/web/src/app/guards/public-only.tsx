import { Navigate, Outlet, useSearchParams } from 'react-router';
import { LoadingOverlay } from '../../components/loading-overlay';
import { useUser } from '../../lib/auth';
import { landingAfterSignIn } from './landing-after-sign-in';

/** Public routes: a signed-in user who opens one goes to /dashboard (or to the live court they chose to watch). */
export function PublicOnly() {
  const user = useUser();
  const [search] = useSearchParams();
  if (user.isPending) return <LoadingOverlay />;
  if (user.data) return <Navigate to={landingAfterSignIn(search)} replace />;
  return <Outlet />;
}
