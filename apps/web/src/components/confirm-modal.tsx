import type { ReactNode } from 'react';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

type ConfirmModalProps = {
  show: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Danger by default; an action that undoes nothing harmful (e.g. Activate) is primary. */
  confirmVariant?: 'danger' | 'primary';
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a destructive action; Cancel has the focus, so Enter never destroys by accident. */
export function ConfirmModal(props: ConfirmModalProps) {
  const { show, title, body, confirmLabel, cancelLabel, confirmVariant, pending, onConfirm, onCancel } =
    props;
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{body}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} autoFocus>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button variant={confirmVariant ?? 'danger'} onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
