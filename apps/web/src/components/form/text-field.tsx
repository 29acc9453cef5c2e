import type { ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/translate-message';

type TextFieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The schema's or the server's message, shown under the field in the user's language. */
  error?: string;
  hint?: string;
  className?: string;
} & Pick<
  ComponentProps<'input'>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'required' | 'min' | 'max' | 'step'
>;

export function TextField({ id, label, registration, error, hint, className, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group controlId={id} className={className ?? 'mb-3'}>
      <Form.Label>{label}</Form.Label>
      <Form.Control {...registration} {...input} isInvalid={Boolean(error)} aria-describedby={describedBy} />
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback id={`${id}-error`} type="invalid">
          {translateMessage(t, error)}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
