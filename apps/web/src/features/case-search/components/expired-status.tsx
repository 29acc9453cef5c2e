import type { CaseRow } from '@nyaya/shared';
import Button from 'react-bootstrap/Button';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatIstDateTime } from '../../../lib/format-date';
import { queryString } from '../../../lib/query-string';

type ExpiredStatusProps = { row: CaseRow; onRequest?: (row: CaseRow) => void };

/**
 * An Expired hearing as this user stands with it: open to them until their approved request ends (View),
 * requested and awaiting the Controller, or to be requested. The status is named beside each, so a row whose
 * recordings are gone (Recordings 0) says why.
 */
export function ExpiredStatus({ row, onRequest }: ExpiredStatusProps) {
  const { t } = useTranslation();
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <span className="badge text-bg-secondary">{t('caseSearch.status.Expired')}</span>
      <ExpiredAction row={row} onRequest={onRequest} />
    </span>
  );
}

/** What this user can do about the Expired hearing: View, wait for their request, or Request (nothing if not allowed). */
function ExpiredAction({ row, onRequest }: ExpiredStatusProps) {
  const { t } = useTranslation();
  const request = row.archivalRequest;
  if (request?.status === 'Approved') {
    return (
      <>
        <span>
          <Trans
            i18nKey="caseSearch.availableUntil"
            values={{ date: formatIstDateTime(request.accessUntil) }}
            components={{ date: <time className="text-nowrap" dateTime={request.accessUntil} /> }}
          />
        </span>
        <Link
          className="btn btn-sm btn-primary"
          to={`${paths.app.viewStream.getHref()}${queryString({ hearing: row.hearingId })}`}
        >
          {t('caseSearch.view')}
        </Link>
      </>
    );
  }
  if (request?.status === 'Pending') {
    return (
      <span className="text-nowrap">
        <i className="bi bi-hourglass-split me-1" aria-hidden="true" />
        {t('caseSearch.requested')}
      </span>
    );
  }
  return onRequest ? (
    <Button size="sm" variant="outline-primary" onClick={() => onRequest(row)}>
      {t('caseSearch.request')}
    </Button>
  ) : null;
}
