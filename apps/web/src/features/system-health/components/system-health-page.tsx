import { SYSTEM_HEALTH_REFRESH_MS } from '@nyaya/shared';
import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { QueryFallback } from '../../../components/query-fallback';
import { formatBytes } from '../../../lib/format-bytes';
import { useSystemHealth } from '../api/get-system-health';
import { AccessLogChain } from './access-log-chain';
import { HealthFigure } from './health-figure';
import { InstanceCard } from './instance-card';
import { LastBackup } from './last-backup';
import { MediaScrub } from './media-scrub';

/**
 * /admin/adminPanel: the system's health at a glance for the SuperAdmin: the media disk, the database and the
 * last backup, every instance with its sockets, ffmpeg processes and last errors, and (from the control room,
 * `children`) the rooms and recordings.
 */
export function SystemHealthPage({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const health = useSystemHealth();
  const bytes = (value: number) => formatBytes(value, i18n.language);
  return (
    <section className="page">
      <PageTitle title={t('pages.adminPanel')} />
      <p className="lead">{t('systemHealth.intro', { seconds: SYSTEM_HEALTH_REFRESH_MS / 1000 })}</p>
      {health.data ? (
        <>
          <h2 className="h4">{t('systemHealth.storage')}</h2>
          <Row xs={1} sm={2} lg={3} className="g-3 mb-4">
            <Col>
              <HealthFigure
                label={t('systemHealth.mediaDisk')}
                value={t('systemHealth.freeOf', {
                  free: bytes(health.data.storage.mediaFreeBytes),
                  total: bytes(health.data.storage.mediaTotalBytes),
                })}
                icon="bi-device-hdd"
              />
            </Col>
            <Col>
              <HealthFigure
                label={t('systemHealth.database')}
                value={bytes(health.data.storage.databaseBytes)}
                icon="bi-database"
              />
            </Col>
            <Col>
              <LastBackup backups={health.data.backups} />
            </Col>
            <Col>
              <AccessLogChain chain={health.data.accessLogChain} />
            </Col>
            <Col>
              <MediaScrub scrub={health.data.mediaScrub} />
            </Col>
          </Row>
          {health.data.instances.map((instance, index) => (
            <InstanceCard key={instance.id} instance={instance} answering={index === 0} />
          ))}
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
