import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import type { SelectOption } from './form/select-field';

type FilterSelectProps = {
  label: string;
  value: string;
  options: SelectOption[];
  /** The choice that means "no filter". */
  allLabel: string;
  onChange: (value: string) => void;
  className?: string;
};

/** A labelled select that filters a list (not part of a form). */
export function FilterSelect({ label, value, options, allLabel, onChange, className }: FilterSelectProps) {
  const id = useId();
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label>{label}</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
