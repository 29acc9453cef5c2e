import type { ArchivalRequest } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { SummaryList } from '../../../components/summary-list';
import { useCourtNames } from '../../../lib/court-name';
import { formatDay } from '../../../lib/format-date';

/** The request being decided: who asked, for which hearing, and why. */
export function ArchivalRequestSummary({ request }: { request: ArchivalRequest }) {
  const { t } = useTranslation();
  const names = useCourtNames();
  return (
    <SummaryList
      items={[
        [t('archival.columns.id'), String(request.id)],
        [t('archival.columns.requester'), `${request.requester.name} (${request.requester.email})`],
        [t('archival.columns.cnr'), request.cnr],
        [t('archival.columns.hearingDate'), formatDay(request.hearingDate)],
        [t('archival.columns.roomId'), names.court(request.court)],
        [t('archival.fields.reason'), request.reason],
      ]}
    />
  );
}
