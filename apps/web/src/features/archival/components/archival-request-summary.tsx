import type { ArchivalRequest } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date';

/** The request being decided: who asked, for which hearing, and why. */
export function ArchivalRequestSummary({ request }: { request: ArchivalRequest }) {
  const { t } = useTranslation();
  const item = (label: string, value: string) => (
    <>
      <dt className="col-sm-4">{label}</dt>
      <dd className="col-sm-8 text-break">{value}</dd>
    </>
  );
  return (
    <dl className="row mb-3">
      {item(t('archival.columns.id'), String(request.id))}
      {item(t('archival.columns.requester'), `${request.requester.name} (${request.requester.email})`)}
      {item(t('archival.columns.cnr'), request.cnr)}
      {item(t('archival.columns.hearingDate'), formatDay(request.hearingDate))}
      {item(t('archival.columns.roomNo'), request.roomNo)}
      {item(t('archival.fields.reason'), request.reason)}
    </dl>
  );
}
