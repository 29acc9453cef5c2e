import type { LiveCourt } from '@nyaya/shared';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { useCourtNames } from '../../../lib/court-name';
import { failureMessage, translateMessage } from '../../../lib/translate-message';
import { useLiveCourts } from '../api/get-live-courts';

function LiveCourtList({ onWatch }: { onWatch: (court: LiveCourt) => void }) {
  const { t } = useTranslation();
  const names = useCourtNames();
  const live = useLiveCourts();
  if (live.isPending) return <p className="mb-0">{t('frontDoor.liveLoading')}</p>;
  if (live.isError) return <p className="mb-0">{translateMessage(t, failureMessage(live.error))}</p>;
  if (live.data.length === 0) return <p className="mb-0">{t('frontDoor.liveEmpty')}</p>;
  return (
    <ul className="list-unstyled mb-0 live-courts">
      {live.data.map((court) => (
        <li key={court.roomId} className="d-flex flex-wrap align-items-center gap-2">
          <div className="flex-grow-1">
            <div className="fw-semibold">{names.court(court.court)}</div>
            <div className="small">{t('frontDoor.caseNumber', { caseNumber: court.caseNumber })}</div>
          </div>
          <Button
            variant="danger"
            size="sm"
            onClick={() => onWatch(court)}
            aria-label={t('frontDoor.watchCourt', {
              caseNumber: court.caseNumber,
              court: names.court(court.court),
            })}
          >
            <i className="bi bi-play-circle me-1" aria-hidden="true" />
            {t('frontDoor.watch')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The court rooms on air now, for anyone; watching one starts with signing in. */
export function LiveCourts({ onWatch }: { onWatch: (court: LiveCourt) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <Card.Body>
        <Card.Title as="h2" id={titleId} className="h5">
          <span className="live-dot" aria-hidden="true" /> {t('frontDoor.liveTitle')}
        </Card.Title>
        <LiveCourtList onWatch={onWatch} />
      </Card.Body>
    </Card>
  );
}
