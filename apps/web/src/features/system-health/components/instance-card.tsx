import type { InstanceHealth } from '@nyaya/shared';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format-bytes';
import { formatIstDateTime } from '../../../lib/format-date';
import { HealthFigure } from './health-figure';
import { MediaProcesses } from './media-processes';
import { RecentErrors } from './recent-errors';

/** One app instance: since when it runs, its memory and sockets, its ffmpeg processes and its last errors. */
export function InstanceCard({ instance, answering }: { instance: InstanceHealth; answering: boolean }) {
  const { t, i18n } = useTranslation();
  const headingId = `instance-${instance.id}`;
  const figures = [
    {
      label: t('systemHealth.startedAt'),
      value: formatIstDateTime(instance.startedAt),
      icon: 'bi-clock-history',
    },
    {
      label: t('systemHealth.memory'),
      value: formatBytes(instance.residentMiB * 1024 * 1024, i18n.language),
      icon: 'bi-memory',
    },
    { label: t('systemHealth.sockets'), value: String(instance.sockets), icon: 'bi-plug' },
  ];
  return (
    <Card as="section" aria-labelledby={headingId} className="mb-4">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <i className="bi bi-hdd-rack" aria-hidden="true" />
        <h2 id={headingId} className="h5 mb-0 text-break">
          {instance.name}
        </h2>
        {answering && <Badge bg="primary">{t('systemHealth.answering')}</Badge>}
      </Card.Header>
      <Card.Body>
        <Row xs={1} md={3} className="g-3 mb-3">
          {figures.map((figure) => (
            <Col key={figure.icon}>
              <HealthFigure {...figure} />
            </Col>
          ))}
        </Row>
        <MediaProcesses name={instance.name} processes={instance.mediaProcesses} />
        <RecentErrors name={instance.name} errors={instance.recentErrors} />
      </Card.Body>
    </Card>
  );
}
