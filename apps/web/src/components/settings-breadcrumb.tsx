import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/** Dashboard › Settings › this page, on each account page under /settings. */
export function SettingsBreadcrumb({ current }: { current: string }) {
  const { t } = useTranslation();
  return (
    <Breadcrumb label={t('common.breadcrumb')}>
      <Breadcrumb.Item linkAs={Link} linkProps={{ to: paths.app.dashboard.getHref() }}>
        {t('nav.dashboard')}
      </Breadcrumb.Item>
      <Breadcrumb.Item linkAs={Link} linkProps={{ to: paths.app.settings.getHref() }}>
        {t('pages.settings')}
      </Breadcrumb.Item>
      <Breadcrumb.Item active>{current}</Breadcrumb.Item>
    </Breadcrumb>
  );
}
