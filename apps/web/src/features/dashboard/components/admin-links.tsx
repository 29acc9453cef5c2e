import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const LINKS = [
  { key: 'adminPanel', icon: 'bi-activity', href: paths.app.adminPanel.getHref() },
  { key: 'host', icon: 'bi-person-badge', href: paths.app.host.getHref() },
  { key: 'masters', icon: 'bi-building', href: paths.app.masters.getHref() },
  { key: 'manageHighCourts', icon: 'bi-bank2', href: paths.app.manageHighCourts.getHref() },
  { key: 'ipConfig', icon: 'bi-shield-x', href: paths.app.ipConfig.getHref() },
] as const;

/** Administration pages the sidebar of the spec does not list. */
export function AdminLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="admin-links-title">
      <h2 id="admin-links-title" className="h5 mb-3">
        {t('adminDashboard.administration')}
      </h2>
      <div className="list-group settings-list">
        {LINKS.map((link) => (
          <Link key={link.key} to={link.href} className="list-group-item list-group-item-action py-3">
            <i className={`bi ${link.icon} me-3`} aria-hidden="true" />
            <span className="fw-semibold">{t(`pages.${link.key}`)}</span>
          </Link>
        ))}
      </div>
    </nav>
  );
}
