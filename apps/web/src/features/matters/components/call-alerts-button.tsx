import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { notificationAccess, askForNotifications } from '../browser-notifications';

/** Asks for the browser's notifications only when the advocate presses it; then says how it stands. */
export function CallAlertsButton() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(notificationAccess);
  switch (permission) {
    case 'unsupported':
      return null;
    case 'granted':
      return (
        <p className="small text-success mb-0">
          <i className="bi bi-bell-fill me-1" aria-hidden="true" />
          {t('matters.alerts.on')}
        </p>
      );
    case 'denied':
      return (
        <p className="small text-body-secondary mb-0">
          <i className="bi bi-bell-slash me-1" aria-hidden="true" />
          {t('matters.alerts.blocked')}
        </p>
      );
    default:
      return (
        <Button
          size="sm"
          variant="outline-primary"
          onClick={() => void askForNotifications().then(setPermission)}
        >
          <i className="bi bi-bell me-1" aria-hidden="true" />
          {t('matters.alerts.ask')}
        </Button>
      );
  }
}
