import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/translate-message';

type OwnAddressModalProps = { ip: string; show: boolean; onClose: () => void };

/**
 * What turning on the ban of one's own address says, before anything is sent: it would shut the SuperAdmin out
 * with everyone else there, so the server refuses it (MESSAGES.cannotBanOwnIp); nothing is offered to confirm.
 */
export function OwnAddressModal({ ip, show, onClose }: OwnAddressModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('ipConfig.ownTitle', { ip })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Alert variant="warning" className="mb-2">
          <i className="bi bi-exclamation-triangle-fill me-1" aria-hidden="true" />
          {translateMessage(t, 'cannotBanOwnIp')}
        </Alert>
        <p className="mb-0">{t('ipConfig.ownText', { ip })}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose} autoFocus>
          {t('common.ok')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
