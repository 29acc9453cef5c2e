import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { translateMessage } from '../../lib/translate-message';

/** Shown in place of a page the signed-in role may not open. */
export function NotAllowedRoute() {
  const { t } = useTranslation();
  return (
    <section>
      <PageTitle title={t('pages.notAllowed')} />
      <p>{translateMessage(t, 'forbidden')}</p>
      <Link to={paths.app.dashboard.getHref()}>{t('pages.backToDashboard')}</Link>
    </section>
  );
}
