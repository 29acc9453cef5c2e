import type { FormEventHandler, ReactNode } from 'react';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

type FormModalProps = {
  title: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onHide: () => void;
  submitLabel?: string;
  size?: 'lg';
  children: ReactNode;
};

/** An add or edit form in a modal: the parent mounts it while editing and unmounts it to close. */
export function FormModal({ title, pending, onSubmit, onHide, submitLabel, size, children }: FormModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal show onHide={onHide} centered size={size} aria-labelledby={titleId}>
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={pending}>
            {submitLabel ?? t('common.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
