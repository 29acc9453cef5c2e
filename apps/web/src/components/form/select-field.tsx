import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFormError } from '../../lib/translate-message';

export type SelectOption = { value: string | number; label: string };
/** Options under a heading of the list (an optgroup), e.g. the court rooms of one court complex. */
export type SelectOptionGroup = { label: string; options: SelectOption[] };

type SelectFieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  options?: SelectOption[];
  groups?: SelectOptionGroup[];
  /** The first, empty choice ("Select…"). */
  placeholder?: string;
  error?: string;
  hint?: string;
  className?: string;
  /** For a field in a table row, whose column header already says what it is: the label is for screen readers. */
  labelHidden?: boolean;
};

const renderOption = (option: SelectOption) => (
  <option key={option.value} value={option.value}>
    {option.label}
  </option>
);

/** A labelled select whose schema or server message shows under it, like TextField. */
export function SelectField({
  id,
  label,
  registration,
  options = [],
  groups = [],
  placeholder,
  error,
  hint,
  className,
  labelHidden,
}: SelectFieldProps) {
  const { t } = useTranslation();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Form.Group controlId={id} className={className ?? 'mb-3'}>
      <Form.Label visuallyHidden={labelHidden}>{label}</Form.Label>
      <Form.Select {...registration} isInvalid={Boolean(error)} aria-describedby={describedBy}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(renderOption)}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map(renderOption)}
          </optgroup>
        ))}
      </Form.Select>
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
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
