import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFormError } from '../../../lib/translate-message';

type NoteFieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  maxLength: number;
};

/** A labelled textarea (a reason or a decision's note) with its schema's or the server's message under it. */
export function NoteField({ id, label, registration, error, maxLength }: NoteFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        as="textarea"
        rows={3}
        maxLength={maxLength}
        {...registration}
        isInvalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <Form.Control.Feedback id={`${id}-error`} type="invalid">
          {translateFormError(t, error)}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
