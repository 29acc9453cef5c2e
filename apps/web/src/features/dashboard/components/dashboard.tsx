import type { PublicUser } from '@nyaya/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AwaitingVerificationNote } from '../../../components/awaiting-verification-note';
import { BANNER_ROLES } from '../dashboards';
import { AdminDashboard } from './admin-dashboard';
import { DashboardBanner } from './dashboard-banner';
import { RoleDashboard } from './role-dashboard';

type DashboardProps = { user: PublicUser; rolePanel?: ReactNode };

/** /dashboard: the banner for the roles that see it, then the dashboard of the user's role. */
export function Dashboard({ user, rolePanel }: DashboardProps) {
  const { t } = useTranslation();
  return (
    <>
      {BANNER_ROLES.includes(user.role) && <DashboardBanner />}
      {user.role === 'SuperAdmin' ? (
        <AdminDashboard name={user.name} />
      ) : (
        <RoleDashboard role={user.role} name={user.name}>
          <AwaitingVerificationNote />
          {user.role === 'Admin' && <p>{t('dashboard.adminNote')}</p>}
          {rolePanel}
        </RoleDashboard>
      )}
    </>
  );
}
