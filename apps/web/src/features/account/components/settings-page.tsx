import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';

const SECTIONS = [
  { id: 'profile', icon: 'bi-person-circle', path: paths.app.profile.getHref() },
  { id: 'changePassword', icon: 'bi-key', path: paths.app.changePassword.getHref() },
  { id: 'changeContactDetails', icon: 'bi-telephone', path: paths.app.changeContactDetails.getHref() },
  { id: 'resetPassword', icon: 'bi-shield-lock', path: paths.app.resetPassword.getHref() },
  { id: 'transactions', icon: 'bi-clock-history', path: paths.app.transactions.getHref() },
] as const;

/** /settings: a breadcrumb back to the dashboard and the account pages. */
export function SettingsPage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <Breadcrumb label={t('common.breadcrumb')}>
        <Breadcrumb.Item linkAs={Link} linkProps={{ to: paths.app.dashboard.getHref() }}>
          {t('nav.dashboard')}
        </Breadcrumb.Item>
        <Breadcrumb.Item active>{t('pages.settings')}</Breadcrumb.Item>
      </Breadcrumb>
      <PageTitle title={t('pages.settings')} />
      <p className="lead">{t('settings.intro')}</p>
      <div className="list-group settings-list">
        {SECTIONS.map((section) => (
          <Link key={section.id} to={section.path} className="list-group-item list-group-item-action py-3">
            <i className={`bi ${section.icon} me-3`} aria-hidden="true" />
            <span className="fw-semibold">{t(`pages.${section.id}`)}</span>
            <span className="d-block small text-body-secondary ms-4 ps-2">{t(`settings.${section.id}`)}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
