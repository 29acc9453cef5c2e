import type { MatterState, MyMatter } from '@nyaya/shared';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lobbyHref } from '../lobby-href';
import { useCourtNames } from '../../../lib/court-name';
import { partiesLine } from '../../../lib/parties';

const STATE_COLOURS: Record<MatterState, string> = {
  listed: 'secondary',
  called: 'danger',
  heard: 'success',
};

/**
 * One matter: the case, its court, where it stands, and Join once called (waiting for the call before); where
 * its room sits on an external video conference today, Join meeting too.
 */
export function MyMatterItem({ matter }: { matter: MyMatter }) {
  const { t } = useTranslation();
  const names = useCourtNames();
  const { hearing, state } = matter;
  const caseNumber = hearing.causeNo;
  return (
    <li className="list-group-item my-matter" data-state={state}>
      <div className="my-matter-case">
        <span className="my-matter-number">{caseNumber}</span>
        <span>{partiesLine(t, hearing)}</span>
        <span className="small text-body-secondary">{names.court(hearing.court)}</span>
      </div>
      <div className="my-matter-state">
        <Badge bg={STATE_COLOURS[state]}>{t(`matters.states.${state}`)}</Badge>
        {state === 'called' && (
          <Link
            className="btn btn-sm btn-danger"
            to={lobbyHref(hearing)}
            aria-label={t('matters.joinCase', { caseNumber })}
          >
            {t('matters.join')}
          </Link>
        )}
        {matter.externalMeetingPath && state !== 'heard' && (
          <a
            className="btn btn-sm btn-primary"
            href={matter.externalMeetingPath}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('matters.joinExternalCase', { caseNumber })}
          >
            <i className="bi bi-camera-video me-1" aria-hidden="true" />
            {t('matters.joinExternal')}
          </a>
        )}
        {state === 'listed' && (
          <Link
            className="btn btn-sm btn-outline-primary"
            to={lobbyHref(hearing)}
            aria-label={t('matters.waitForCallCase', { caseNumber })}
          >
            {t('matters.waitForCall')}
          </Link>
        )}
      </div>
    </li>
  );
}
