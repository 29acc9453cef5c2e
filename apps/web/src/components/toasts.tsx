import { TOAST_HIDE_MS } from '@nyaya/shared';
import { useEffect } from 'react';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useTranslation } from 'react-i18next';
import { appState, useAppState, type AppState } from '../lib/app-state';
import { translateShown } from '../lib/translate-message';

type Alert = NonNullable<AppState['alert']>;

/**
 * One toast in Bootstrap's markup. Not react-bootstrap's Toast: it makes every toast role="alert" and assertive,
 * so a screen reader would break off whatever it was reading for "Saved successfully"; a success is polite.
 */
function Toast({ alert }: { alert: Alert }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(appState.hideAlert, TOAST_HIDE_MS);
    return () => clearTimeout(timer);
  }, [alert.id]);
  const danger = alert.type === 'danger';
  return (
    <div
      className={`toast show bg-${alert.type}`}
      role={danger ? 'alert' : 'status'}
      aria-live={danger ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      <div className="d-flex">
        <div className="toast-body text-white flex-grow-1">{translateShown(t, alert.message)}</div>
        <button
          type="button"
          className="btn-close btn-close-white me-2 m-auto"
          aria-label={t('common.close')}
          onClick={appState.hideAlert}
        />
      </div>
    </div>
  );
}

/** The app's one toast: success or danger, dismissible, hidden after TOAST_HIDE_MS. */
export function Toasts() {
  const alert = useAppState((state) => state.alert);
  return (
    <ToastContainer position="top-end" className="p-3 position-fixed" containerPosition="fixed">
      {alert && <Toast key={alert.id} alert={alert} />}
    </ToastContainer>
  );
}
