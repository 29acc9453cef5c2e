import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { JudgeCourtroom } from '../../features/courtroom/judge/judge-courtroom';

/** /judge-dashboard: the courtroom itself, for a judge (their room) and a Controller (a room they monitor). */
export function JudgeDashboardRoute() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <PageTitle title={t('pages.judgeDashboard')} />
      <JudgeCourtroom />
    </section>
  );
}
