import { SYSTEM_HEALTH_REFRESH_MS, type SystemHealth } from '@nyaya/shared';
import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { QueryFallback } from '../../../components/query-fallback';
import { formatIstDateTime } from '../../../lib/format-date';
import { useSystemHealth } from '../api/get-system-health';
import { formatBytes } from '../../../lib/format-bytes';
import { HealthFigure } from './health-figure';
import { RecentErrors } from './recent-errors';

/**
 * /admin/adminPanel: the system's health at a glance for the SuperAdmin: the instance that answers, the media
 * disk and the database, its last errors, and (from the control room, `children`) the rooms and recordings.
 */
export function SystemHealthPage({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const health = useSystemHealth();
  const bytes = (value: number) => formatBytes(value, i18n.language);
  const figuresOf = ({ instance, storage }: SystemHealth) => [
    { label: t('systemHealth.name'), value: instance.name, icon: 'bi-hdd-rack' },
    {
      label: t('systemHealth.startedAt'),
      value: formatIstDateTime(instance.startedAt),
      icon: 'bi-clock-history',
    },
    { label: t('systemHealth.memory'), value: bytes(instance.residentMiB * 1024 * 1024), icon: 'bi-memory' },
    { label: t('systemHealth.sockets'), value: String(instance.sockets), icon: 'bi-plug' },
    {
      label: t('systemHealth.mediaDisk'),
      value: t('systemHealth.freeOf', {
        free: bytes(storage.mediaFreeBytes),
        total: bytes(storage.mediaTotalBytes),
      }),
      icon: 'bi-device-hdd',
    },
    { label: t('systemHealth.database'), value: bytes(storage.databaseBytes), icon: 'bi-database' },
  ];
  return (
    <section className="page">
      <PageTitle title={t('pages.adminPanel')} />
      <p className="lead">{t('systemHealth.intro', { seconds: SYSTEM_HEALTH_REFRESH_MS / 1000 })}</p>
      {health.data ? (
        <>
          <h2 className="h4">{t('systemHealth.instance')}</h2>
          <Row xs={1} sm={2} xl={4} className="g-3 mb-4">
            {figuresOf(health.data).map((figure) => (
              <Col key={figure.icon}>
                <HealthFigure {...figure} />
              </Col>
            ))}
          </Row>
          <RecentErrors errors={health.data.recentErrors} />
        </>
      ) : (
        <QueryFallback
          query={health}
          loadingText={t('systemHealth.loading')}
          errorText={t('systemHealth.loadError')}
        />
      )}
      <div className="mt-4">{children}</div>
    </section>
  );
}
