import { RoleDashboard } from '../../features/dashboard/components/role-dashboard';
import { useSignedInUser } from '../../lib/auth';

export function JudgeDashboardRoute() {
  return <RoleDashboard role="Judge" name={useSignedInUser().name} />;
}
