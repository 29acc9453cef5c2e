import { Navigate, Outlet } from 'react-router';
import { LoadingOverlay } from '../../components/loading-overlay';
import { paths } from '../../config/paths';
import { useUser } from '../../lib/auth';

/** Public routes: a signed-in user who opens one goes to /dashboard. */
export function PublicOnly() {
  const user = useUser();
  if (user.isPending) return <LoadingOverlay />;
  if (user.data) return <Navigate to={paths.app.dashboard.getHref()} replace />;
  return <Outlet />;
}
