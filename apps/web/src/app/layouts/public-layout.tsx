import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import logo from '../../assets/logo.svg';
import { LanguageSwitch } from '../../components/language-switch';
import { paths } from '../../config/paths';
import { Footer } from './footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The logged-out layout: every public route gets the logo, the product name and the tagline. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="public-shell">
      <SkipLink />
      <header className="public-header">
        <div className="container d-flex flex-wrap align-items-center gap-3 py-3">
          <div className="brand">
            <Link to={paths.public.login.getHref()} className="brand-link">
              <img src={logo} alt="" width={48} height={48} />
              <span className="brand-name">{t('app.name')}</span>
            </Link>
            <p className="brand-tagline">{t('app.tagline')}</p>
          </div>
          <LanguageSwitch className="ms-auto language-switch-on-dark" />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="public-main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
