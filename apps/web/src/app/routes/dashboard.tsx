import { Dashboard } from '../../features/dashboard/components/dashboard';
import { useSignedInUser } from '../../lib/auth';

export function DashboardRoute() {
  return <Dashboard user={useSignedInUser()} />;
}
