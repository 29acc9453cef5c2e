import type { LiveHearing } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { useCourtNames } from '../../../lib/court-name';

/** Which hearing this is: the case number, its CNR, the court, and how late the public sees it. */
export function LiveHearingHeader({ hearing }: { hearing: LiveHearing }) {
  const { t } = useTranslation();
  const names = useCourtNames();
  return (
    <header className="mb-3">
      <h2 className="h5 mb-2">{hearing.caseNumber}</h2>
      <dl className="live-stream-facts mb-0">
        <div>
          <dt>{t('liveStream.cnr')}</dt>
          <dd>{hearing.cnr}</dd>
        </div>
        <div>
          <dt>{t('liveStream.court')}</dt>
          <dd>{names.court(hearing.courtName)}</dd>
        </div>
        <div>
          <dt>{t('liveStream.delay')}</dt>
          <dd>{t('liveStream.delayMinutes', { count: hearing.delayMinutes })}</dd>
        </div>
      </dl>
    </header>
  );
}
