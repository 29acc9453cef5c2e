import type { PublicUser } from '@nyaya/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AwaitingVerificationNote } from '../../../components/awaiting-verification-note';
import { BANNER_ROLES, hasDashboard } from '../dashboards';
import { DashboardBanner } from './dashboard-banner';
import { AdminDashboard } from './admin-dashboard';
import { RoleDashboard } from './role-dashboard';

type DashboardProps = { user: PublicUser; rolePanel?: ReactNode };

/** /dashboard: the banner for the roles that see it, then the dashboard of the user's role, if it has one. */
export function Dashboard({ user, rolePanel }: DashboardProps) {
  const { t } = useTranslation();
  return (
    <>
      {BANNER_ROLES.includes(user.role) && <DashboardBanner />}
      {user.role === 'SuperAdmin' ? (
        <AdminDashboard name={user.name} />
      ) : hasDashboard(user.role) ? (
        <RoleDashboard role={user.role} name={user.name}>
          <AwaitingVerificationNote />
          {rolePanel}
        </RoleDashboard>
      ) : (
        // Admin has no dashboard content (spec 2), but the page still needs its one heading.
        <h1 className="visually-hidden">{t('pages.dashboard')}</h1>
      )}
    </>
  );
}
