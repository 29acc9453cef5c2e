import { can } from '@nyaya/shared';
import { Outlet, useLocation } from 'react-router';
import { requiredAction } from '../../config/paths';
import { useUser } from '../../lib/auth';
import { NotAllowedRoute } from '../routes/not-allowed';

/** Private pages a role may not open (shared PERMISSIONS) say so instead of showing their content. */
export function Permitted() {
  const { pathname } = useLocation();
  const role = useUser().data?.role;
  const action = requiredAction(pathname);
  if (action && !can(role, action)) return <NotAllowedRoute />;
  return <Outlet />;
}
