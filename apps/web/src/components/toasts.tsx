import { TOAST_HIDE_MS } from '@nyaya/shared';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useTranslation } from 'react-i18next';
import { appState, useAppState } from '../lib/app-state';
import { translateShown } from '../lib/translate-message';

/** The app's one toast: success or danger, dismissible, hidden after TOAST_HIDE_MS. */
export function Toasts() {
  const { t } = useTranslation();
  const alert = useAppState((state) => state.alert);
  return (
    <ToastContainer position="top-end" className="p-3 position-fixed" containerPosition="fixed">
      {alert && (
        <Toast
          key={alert.id}
          bg={alert.type}
          onClose={appState.hideAlert}
          delay={TOAST_HIDE_MS}
          autohide
          role={alert.type === 'danger' ? 'alert' : 'status'}
          aria-live={alert.type === 'danger' ? 'assertive' : 'polite'}
        >
          <div className="d-flex">
            <Toast.Body className="text-white flex-grow-1">{translateShown(t, alert.message)}</Toast.Body>
            <button
              type="button"
              className="btn-close btn-close-white me-2 m-auto"
              aria-label={t('common.close')}
              onClick={appState.hideAlert}
            />
          </div>
        </Toast>
      )}
    </ToastContainer>
  );
}
