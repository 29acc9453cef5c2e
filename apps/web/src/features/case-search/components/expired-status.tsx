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
 * requested and awaiting the Controller, or to be requested.
 */
export function ExpiredStatus({ row, onRequest }: ExpiredStatusProps) {
  const { t } = useTranslation();
  const request = row.archivalRequest;
  if (request?.status === 'Approved') {
    return (
      <span className="d-inline-flex flex-wrap align-items-center gap-2">
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
      </span>
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
  ) : (
    <span>{t('caseSearch.status.Expired')}</span>
  );
}
