import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appState, useAppState } from '../lib/app-state';
import { translateShown } from '../lib/translate-message';

/** The spec's error modal "OOPS?" with OK; OK follows the alert's url when it has one. */
export function ErrorModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alertModal = useAppState((state) => state.alertModal);

  const close = () => {
    appState.hideAlertModal();
    if (alertModal?.url) void navigate(alertModal.url);
  };

  return (
    <Modal show={Boolean(alertModal)} onHide={close} centered aria-labelledby="error-modal-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="error-modal-title" as="h2" className="h5">
          {t('common.oops')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{alertModal && translateShown(t, alertModal.message)}</Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={close} autoFocus>
          {t('common.ok')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
