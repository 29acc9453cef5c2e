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
  /** The footer's dismiss button reads Close instead of Cancel; the header then has no second Close. */
  footerClose?: boolean;
  /** A form taller than a laptop's window scrolls inside the modal, its title and Save always in view. */
  scrollable?: boolean;
  children: ReactNode;
};

/** An add or edit form in a modal: the parent mounts it while editing and unmounts it to close. */
export function FormModal(props: FormModalProps) {
  const { title, pending, onSubmit, onHide, submitLabel, size, footerClose, scrollable, children } = props;
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal show onHide={onHide} centered size={size} scrollable={scrollable} aria-labelledby={titleId}>
      {/* Scrollable, the form shrinks to the modal (a scroll container may) so that its body scrolls. */}
      <Form
        noValidate
        onSubmit={onSubmit}
        className={scrollable ? 'd-flex flex-column overflow-hidden' : undefined}
      >
        <Modal.Header closeButton={!footerClose} closeLabel={t('common.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            {footerClose ? t('common.close') : t('common.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={pending}>
            {submitLabel ?? t('common.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
