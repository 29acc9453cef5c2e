import { useTranslation } from 'react-i18next';
import banner from '../../../assets/dashboard-banner.svg';

export function DashboardBanner() {
  const { t } = useTranslation();
  return <img src={banner} alt={t('dashboard.bannerAlt')} className="dashboard-banner img-fluid mb-4" />;
}
