import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';

/** A page whose content a later release builds: its title and a line saying so. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="page">
      <PageTitle title={title} />
      <div className="placeholder-panel">
        <i className="bi bi-cone-striped" aria-hidden="true" />
        <p className="mb-0">{t('common.placeholder')}</p>
      </div>
    </section>
  );
}
