import type { Ref } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';

type ExistingContactProps = {
  id: string;
  label: string;
  value: string;
  editing: boolean;
  onEdit: () => void;
  editRef: Ref<HTMLButtonElement>;
};

/** The current mobile or e-mail, read-only, with Edit to start changing it. */
export function ExistingContact({ id, label, value, editing, onEdit, editRef }: ExistingContactProps) {
  const { t } = useTranslation();
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <div className="d-flex flex-wrap gap-2">
        <Form.Control value={value} readOnly className="existing-contact-value" />
        {!editing && (
          <Button
            ref={editRef}
            variant="outline-primary"
            className="text-nowrap"
            onClick={onEdit}
            aria-label={`${t('common.edit')} ${label}`}
          >
            {t('common.edit')}
          </Button>
        )}
      </div>
    </Form.Group>
  );
}
