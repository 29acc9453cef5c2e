import { Navigate, Outlet } from 'react-router';
import { LoadingOverlay } from '../../components/loading-overlay';
import { paths } from '../../config/paths';
import { useUser } from '../../lib/auth';

/** Private routes: a visitor who is not signed in goes to / and the history entry is replaced. */
export function PrivateOnly() {
  const user = useUser();
  if (user.isPending) return <LoadingOverlay />;
  if (!user.data) return <Navigate to={paths.public.login.getHref()} replace />;
  return <Outlet />;
}
