import type { ArchivalRequest } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { formatIstDateTime } from '../../../lib/format-date';

/** Who decided a request and when, the note, and until when an approval gives access; a dash while pending. */
export function ArchivalDecision({ request }: { request: ArchivalRequest }) {
  const { t } = useTranslation();
  const { decidedByName, decidedAt, note, accessUntil } = request;
  if (!decidedAt) return <span className="text-body-secondary">{t('archival.notDecided')}</span>;
  return (
    <>
      <span className="d-block">{decidedByName}</span>
      <span className="d-block text-body-secondary text-nowrap">{formatIstDateTime(decidedAt)}</span>
      {note && <span className="d-block text-break">{note}</span>}
      {accessUntil && (
        <span className="d-block fw-semibold text-nowrap">
          {t('archival.accessUntil', { date: formatIstDateTime(accessUntil) })}
        </span>
      )}
    </>
  );
}
