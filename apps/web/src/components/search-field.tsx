import { SEARCH_TEXT_MAX_LENGTH } from '@nyaya/shared';
import { useEffect, useId, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';

/** Typing pauses this long before the search runs, so a list is not fetched on every key. */
const DEBOUNCE_MS = 300;

type SearchFieldProps = {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  className?: string;
};

/** A labelled search box that reports its text once typing pauses. */
export function SearchField({ label, value, onSearch, className }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onSearch(next.trim()), DEBOUNCE_MS);
  };
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="search"
        value={text}
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        onChange={(event) => change(event.target.value)}
      />
    </Form.Group>
  );
}
