import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/** Covers the page while something app-wide loads (session restore, logout). */
export function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <Spinner animation="border" className="text-light" aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
