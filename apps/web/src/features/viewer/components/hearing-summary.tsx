import type { CaseRow } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { useCourtNames } from '../../../lib/court-name';
import { partiesLine } from '../../../lib/parties';

/** Which hearing this is: the case, the parties, the day and the court. */
export function HearingSummary({ hearing }: { hearing: CaseRow }) {
  const { t } = useTranslation();
  const names = useCourtNames();
  return (
    <header className="viewer-summary mb-3">
      <h2 className="h5 mb-1">{hearing.causeNo}</h2>
      <p className="mb-2">{partiesLine(t, hearing, 'viewer.parties')}</p>
      <dl className="viewer-facts mb-0">
        <div>
          <dt>{t('viewer.cnr')}</dt>
          <dd>{hearing.cnr}</dd>
        </div>
        <div>
          <dt>{t('viewer.hearingDate')}</dt>
          <dd>{hearing.date}</dd>
        </div>
        <div>
          <dt>{t('viewer.court')}</dt>
          <dd>{names.court(hearing.court)}</dd>
        </div>
      </dl>
    </header>
  );
}
