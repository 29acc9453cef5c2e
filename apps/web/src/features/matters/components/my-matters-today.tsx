import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '../../../components/query-fallback';
import { useSignedInUser } from '../../../lib/auth';
import { useMyMatters } from '../api/get-my-matters';
import '../matters.css';
import { CallAlertsButton } from './call-alerts-button';
import { MyMatterItem } from './my-matter-item';

/** The advocate's dashboard panel: today's matters listed under their enrollment, and where each stands. */
export function MyMattersToday() {
  const { t } = useTranslation();
  const headingId = useId();
  const verified = useSignedInUser().advocateVerified !== false;
  // Before the control room verifies them the server has no matters for them (the awaiting note says why).
  const matters = useMyMatters(verified);
  if (!verified) return null;
  return (
    <section className="my-matters mb-4" aria-labelledby={headingId}>
      <div className="my-matters-header">
        <h2 id={headingId} className="h4 mb-0">
          {t('matters.title')}
        </h2>
        <CallAlertsButton />
      </div>
      {!matters.isSuccess ? (
        <QueryFallback
          query={matters}
          loadingText={t('matters.loading')}
          errorText={t('matters.loadError')}
        />
      ) : matters.data.length === 0 ? (
        <p className="text-body-secondary">{t('matters.empty')}</p>
      ) : (
        <ul className="list-group" aria-label={t('matters.caption')}>
          {matters.data.map((matter) => (
            <MyMatterItem key={matter.hearing.hearingId} matter={matter} />
          ))}
        </ul>
      )}
    </section>
  );
}
