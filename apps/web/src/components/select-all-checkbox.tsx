import { useEffect, useRef } from 'react';
import Form from 'react-bootstrap/Form';

type SelectAllCheckboxProps = {
  label: string;
  total: number;
  selected: number;
  onChange: (all: boolean) => void;
};

/** A header checkbox: checked when every row is selected, mixed when some are. */
export function SelectAllCheckbox({ label, total, selected, onChange }: SelectAllCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const some = selected > 0 && selected < total;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <Form.Check.Input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={total > 0 && selected === total}
      disabled={total === 0}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
