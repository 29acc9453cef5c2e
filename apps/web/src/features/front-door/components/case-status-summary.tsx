import type { CaseStatus, PublicCaseStatus, PublicHearing } from '@nyaya/shared';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { useCourtNames } from '../../../lib/court-name';
import { formatDay } from '../../../lib/format-date';
import { partiesWithheld } from '../../../lib/parties';

const BADGE: Record<CaseStatus, string> = {
  Live: 'danger',
  Available: 'success',
  Expired: 'secondary',
  Upcoming: 'primary',
  Unrecorded: 'secondary',
};

function Parties({ hearing }: { hearing: PublicHearing }) {
  const { t } = useTranslation();
  if (hearing.withheld) return <p className="mb-2 fst-italic">{partiesWithheld(t, hearing.withheld)}</p>;
  return (
    <p className="mb-2">
      {t('caseSearch.versus', {
        petitioner: hearing.parties.petitioner,
        defendant: hearing.parties.respondent,
      })}
    </p>
  );
}

/** A case as the public sees it: its next hearing first, then each hearing with its status; watching needs sign-in. */
export function CaseStatusSummary({ status, onSignIn }: { status: PublicCaseStatus; onSignIn: () => void }) {
  const { t } = useTranslation();
  const names = useCourtNames();
  const { nextHearing, hearings } = status;
  const [newest] = hearings;
  if (!newest) return null;
  const watchable = hearings.some(
    (hearing) => hearing.streamable && (hearing.status === 'Live' || hearing.status === 'Available'),
  );

  return (
    <Card className="mt-3 case-status-summary">
      <Card.Body>
        <h3 className="h6 mb-1">
          {t('frontDoor.caseNumber', { caseNumber: newest.caseNumber })}{' '}
          <span className="font-monospace fw-normal text-body-secondary">{status.cnr}</span>
        </h3>
        <Parties hearing={newest} />
        <p className="mb-2">
          <strong>{t('frontDoor.nextHearing')}: </strong>
          {nextHearing
            ? t('frontDoor.nextHearingAt', {
                date: formatDay(nextHearing.date),
                court: names.court(nextHearing.court),
              })
            : t('frontDoor.noNextHearing')}
        </p>
        <h4 className="h6 mt-3">{t('frontDoor.hearings')}</h4>
        <ul className="list-unstyled mb-0 case-status-hearings">
          {hearings.map((hearing) => (
            <li
              key={`${hearing.date}-${hearing.court.en}`}
              className="d-flex flex-wrap gap-2 align-items-baseline"
            >
              <span className="font-monospace">{formatDay(hearing.date)}</span>
              <span className="flex-grow-1">{names.court(hearing.court)}</span>
              <Badge bg={BADGE[hearing.status]}>{t(`frontDoor.status.${hearing.status}`)}</Badge>
              {!hearing.streamable && (
                <Badge bg="light" text="dark" className="border">
                  {t('frontDoor.notStreamed')}
                </Badge>
              )}
            </li>
          ))}
        </ul>
        {watchable && (
          <Button variant="outline-primary" size="sm" className="mt-3" onClick={onSignIn}>
            {t('frontDoor.signInToWatchCase')}
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}
