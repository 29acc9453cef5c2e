import { can, type CaseRow } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/auth';
import { queryString } from '../../../lib/query-string';
import { ExpiredStatus } from './expired-status';

type CaseStatusCellProps = {
  row: CaseRow;
  /** Opens the request modal of an Expired hearing; absent where the user may not request. */
  onRequest?: (row: CaseRow) => void;
};

/**
 * spec.md §4 "Case status": Live → Watch (/stream; the spec's "Join", but the public only watches), Available → View
 * (/viewstream), Expired → Request (the modal),
 * or, for the user whose archival request of it was approved, View until that access ends.
 * A hearing kept off the public stream (a streaming exclusion) is watched only by those the server lets in.
 * An advocate's Join goes to the lobby (/advocatelobby): they take part in the hearing, public stream or not.
 */
export function CaseStatusCell({ row, onRequest }: CaseStatusCellProps) {
  const { t } = useTranslation();
  const { role, advocateVerified } = useSignedInUser();
  const hearing = queryString({ hearing: row.hearingId });
  const participates = can(role, 'liveSessions:join');
  const watchable = row.streamable || can(role, 'recordings:viewRestricted');
  // No lobby takes an Advocate the control room has not verified: no Join that would only be refused.
  if (row.status === 'Live' && participates && advocateVerified === false) {
    return <span>{t('caseSearch.awaitingVerification')}</span>;
  }
  if (row.status === 'Live' && participates) {
    const lobby = queryString({ hearing: row.hearingId, cnr: row.cnr });
    return (
      <Link className="btn btn-sm btn-danger" to={`${paths.app.advocateLobby.getHref()}${lobby}`}>
        {t('caseSearch.join')}
      </Link>
    );
  }
  const opened = row.status === 'Expired' && row.archivalRequest?.status === 'Approved';
  if (!watchable && (row.status === 'Live' || row.status === 'Available' || opened)) {
    return <span>{t('caseSearch.notStreamed')}</span>;
  }
  switch (row.status) {
    case 'Live':
      return (
        <Link className="btn btn-sm btn-danger" to={`${paths.app.stream.getHref()}${hearing}`}>
          {t('caseSearch.watch')}
        </Link>
      );
    case 'Available':
      return (
        <Link className="btn btn-sm btn-primary" to={`${paths.app.viewStream.getHref()}${hearing}`}>
          {t('caseSearch.view')}
        </Link>
      );
    case 'Expired':
      return <ExpiredStatus row={row} onRequest={onRequest} />;
    case 'Upcoming':
      return (
        <span>
          {t(watchable ? 'caseSearch.upcomingOn' : 'caseSearch.upcomingNotStreamed', { date: row.date })}
        </span>
      );
    case 'Unrecorded':
      return <span>{t('caseSearch.status.Unrecorded')}</span>;
  }
}
