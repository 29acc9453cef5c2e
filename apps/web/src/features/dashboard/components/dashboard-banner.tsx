import { useTranslation } from 'react-i18next';
import banner from '../../../assets/dashboard-banner.svg';
import './dashboard-banner.css';

/** The spec.md §2 banner image, with the platform's name and purpose written on it (text, in the page's language). */
export function DashboardBanner() {
  const { t } = useTranslation();
  return (
    <div className="dashboard-banner mb-4" data-testid="dashboard-banner">
      <img src={banner} alt={t('dashboard.bannerAlt')} className="dashboard-banner-image" />
      <div className="dashboard-banner-text">
        <p className="dashboard-banner-name">{t('app.name')}</p>
        <p className="dashboard-banner-tagline">{t('app.tagline')}</p>
      </div>
    </div>
  );
}
