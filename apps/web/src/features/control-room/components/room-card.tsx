import { can, type ControlRoomCard } from '@nyaya/shared';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, type AppRoute } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/auth';
import { useCourtNames } from '../../../lib/court-name';
import { RelayStatus } from './relay-status';
import { StatusPill } from './status-pill';

/** A link to a page the signed-in user may open; the bare text for one who may not (the SuperAdmin's panel). */
function LinkIfAllowed({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { role } = useSignedInUser();
  if (route.action && !can(role, route.action)) return children;
  return <Link to={route.getHref()}>{children}</Link>;
}

/** One streaming room on the Controller's dashboard: what it carries, today's list, its stream and its courtroom. */
export function RoomCard({ card }: { card: ControlRoomCard }) {
  const { t } = useTranslation();
  const titleId = useId();
  const names = useCourtNames();
  return (
    <Card as="article" className="dashboard-card control-room-card h-100" aria-labelledby={titleId}>
      <Card.Body>
        <Card.Title as="h3" className="h5" id={titleId}>
          {card.roomId}
        </Card.Title>
        <div className="d-flex flex-wrap gap-2 mb-3">
          <StatusPill label={t('controlRoom.live')} on={card.live} />
          <StatusPill label={t('controlRoom.streaming')} on={card.streaming} />
          <StatusPill label={t('controlRoom.recording')} on={card.recording} />
        </div>
        {card.recordingAlarm && (
          <Alert variant="danger" className="py-2 small" data-testid="card-recording-alarm">
            <i className="bi bi-exclamation-octagon-fill me-1" aria-hidden="true" />
            {t('controlRoom.recordingAlarm')}
          </Alert>
        )}
        <ul className="list-unstyled mb-3">
          <li>
            <LinkIfAllowed route={paths.app.causeList}>
              {t('controlRoom.causeListToday', { number: card.causeListToday })}
            </LinkIfAllowed>
          </li>
          <li>
            <LinkIfAllowed route={paths.app.streamSetup}>
              {card.delayMinutes === null
                ? t('controlRoom.noStreamSetup')
                : t('controlRoom.delay', { minutes: card.delayMinutes })}
            </LinkIfAllowed>
          </li>
          <li>{t('controlRoom.viewers', { number: card.viewers })}</li>
          <li>{t('controlRoom.waitingAdvocates', { number: card.waitingAdvocates })}</li>
        </ul>
        <RelayStatus relay={card.relay} />
        {card.courtRooms.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('controlRoom.noCourtRooms')}</p>
        ) : (
          <details>
            <summary>{t('controlRoom.courtRooms', { count: card.courtRooms.length })}</summary>
            <ul className="small mt-2 mb-0 ps-3">
              {card.courtRooms.map((courtRoom) => (
                <li key={courtRoom.en}>{names.court(courtRoom)}</li>
              ))}
            </ul>
          </details>
        )}
      </Card.Body>
    </Card>
  );
}
