import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useRetention } from '../api/get-retention';
import { RetentionForm } from './retention-form';

/** /admin/RetentionDuration: how many days recordings are kept, for district courts and the High Court. */
export function RetentionPage() {
  const { t } = useTranslation();
  const retention = useRetention();
  return (
    <section className="page">
      <PageTitle title={t('pages.retentionDuration')} />
      <p>{t('retention.intro')}</p>
      {retention.data ? (
        <RetentionForm periods={retention.data} />
      ) : (
        <p role="status">{retention.isPending ? t('app.loading') : null}</p>
      )}
    </section>
  );
}
