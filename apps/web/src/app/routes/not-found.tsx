import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { translateMessage } from '../../lib/translate-message';

/**
 * Any path that is not a route shows "No Page Found." in the public layout, with the way home: the front door,
 * or the dashboard for someone signed in.
 */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="not-found container py-5 text-center">
      <PageTitle title={translateMessage(t, 'noPageFound')} />
      <Link to={paths.public.login.getHref()} className="btn btn-primary mt-3">
        {t('app.goHome')}
      </Link>
    </section>
  );
}
