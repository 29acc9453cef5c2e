import { ROLES } from '@nyaya/shared';
import Col from 'react-bootstrap/Col';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { formatBytes } from '../../../lib/format-bytes';
import { useAdminStats } from '../api/get-admin-stats';
import { AdminLinks } from './admin-links';
import { StatCard } from './stat-card';
import { StatSection } from './stat-section';

const ROLE_ICONS = {
  Judge: 'bi-bank',
  Advocate: 'bi-briefcase',
  Individual: 'bi-person',
  Reader: 'bi-book',
  Controller: 'bi-sliders',
  SuperAdmin: 'bi-shield-lock',
  Admin: 'bi-person-gear',
} as const;

/** The SuperAdmin's dashboard: live counts, each leading to the list behind it. */
export function AdminDashboard({ name }: { name: string }) {
  const { t, i18n } = useTranslation();
  const stats = useAdminStats().data;
  const show = (value: number | undefined) => (value === undefined ? '…' : value);
  const logs = (event: string) => `${paths.app.accessLogs.getHref()}?event=${event}`;
  return (
    <section className="page">
      <PageTitle title={t('dashboard.titles.SuperAdmin')} />
      <p className="lead">{t('dashboard.welcome', { name })}</p>
      <StatSection title={t('adminDashboard.users')}>
        {ROLES.map((role) => (
          <Col key={role}>
            <StatCard
              label={t(`roles.${role}`)}
              value={show(stats?.usersByRole[role])}
              icon={ROLE_ICONS[role]}
              to={`${paths.app.manageUsers.getHref()}?role=${role}`}
            />
          </Col>
        ))}
      </StatSection>
      <StatSection title={t('adminDashboard.activity')}>
        <Col>
          <StatCard
            label={t('adminDashboard.signInsToday')}
            value={show(stats?.signInsToday)}
            icon="bi-box-arrow-in-right"
            to={logs('sign_in')}
          />
        </Col>
        <Col>
          <StatCard
            label={t('adminDashboard.failedSignIns')}
            value={show(stats?.failedSignIns24h)}
            icon="bi-exclamation-triangle"
            to={logs('sign_in_failed')}
          />
        </Col>
        <Col>
          <StatCard
            label={t('adminDashboard.activeSessions')}
            value={show(stats?.activeSessions)}
            icon="bi-people"
          />
        </Col>
        <Col>
          <StatCard
            label={t('adminDashboard.bannedIps')}
            value={show(stats?.bannedIps)}
            icon="bi-slash-circle"
            to={paths.app.ipConfig.getHref()}
          />
        </Col>
      </StatSection>
      <StatSection title={t('adminDashboard.courtrooms')}>
        <Col>
          <StatCard
            label={t('adminDashboard.liveCourtrooms')}
            value={show(stats?.liveCourtrooms)}
            icon="bi-broadcast"
          />
        </Col>
        <Col>
          <StatCard
            label={t('adminDashboard.recordings')}
            value={show(stats?.recordings)}
            icon="bi-collection-play"
          />
        </Col>
        <Col>
          <StatCard
            label={t('adminDashboard.storage')}
            value={stats ? formatBytes(stats.storageBytes, i18n.language) : '…'}
            icon="bi-hdd"
          />
        </Col>
      </StatSection>
      <AdminLinks />
    </section>
  );
}
