import type { MessageKey } from '@nyaya/shared';
import type { ComponentProps } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFormError, translateMessage } from '../../lib/translate-message';

type TextFieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The schema's or the server's message, shown under the field in the user's language. */
  error?: string;
  /** Marked invalid with no message under it: a message above the form names the field. */
  invalid?: boolean;
  hint?: string;
  /** A message that lets the value through but asks the user to look again (e.g. a date in the past). */
  warning?: MessageKey;
  className?: string;
  /** For a field in a table row, whose column header already says what it is: the label is for screen readers. */
  labelHidden?: boolean;
} & Pick<
  ComponentProps<'input'>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'required' | 'min' | 'max' | 'step' | 'placeholder'
>;

export function TextField(props: TextFieldProps) {
  const { id, label, registration, error, invalid, hint, warning, className, labelHidden, ...input } = props;
  const { t } = useTranslation();
  const describedBy =
    [hint && `${id}-hint`, warning && `${id}-warning`, error && `${id}-error`].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Form.Group controlId={id} className={className ?? 'mb-3'}>
      <Form.Label visuallyHidden={labelHidden}>{label}</Form.Label>
      <Form.Control
        {...registration}
        {...input}
        isInvalid={Boolean(error) || invalid}
        aria-invalid={Boolean(error) || invalid || undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
      {warning && (
        <Form.Text id={`${id}-warning`} className="d-block text-warning-emphasis" role="status">
          <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
          {translateMessage(t, warning)}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback id={`${id}-error`} type="invalid">
          {translateFormError(t, error)}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
