import { CNR_LENGTH, crnSearchSchema, normalizeCnr, type CrnSearchInput } from '@nyaya/shared';
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { translateFormError } from '../lib/translate-message';

type CnrSearchCardProps = {
  pending: boolean;
  /** The server's message about the CNR (400 naming crnNumber). */
  serverError?: string;
  onSearch: (input: CrnSearchInput) => void;
  /** The CNR failed the form's check: results of an earlier search no longer answer it. */
  onInvalid: () => void;
  /** The text changed, so any earlier message no longer applies. */
  onEdit: () => void;
  /** The card's classes: "h-100" to match a card beside it; anything under it must not be drawn over. */
  className?: string;
};

/**
 * spec.md §5 "CNR" on the search screen: normalised (hyphens and spaces dropped, upper-cased), cut at 16
 * characters, searched on its own at exactly 16 or on the search icon; typing clears the message.
 */
export function CnrSearchCard({
  pending,
  serverError,
  onSearch,
  onInvalid,
  onEdit,
  className,
}: CnrSearchCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const shown = error ?? serverError;

  const search = (value: string) => {
    const parsed = crnSearchSchema.safeParse({ crnNumber: value });
    if (parsed.success) {
      onSearch(parsed.data);
      return;
    }
    setError(parsed.error.issues[0]?.message);
    onInvalid();
  };
  const change = (raw: string) => {
    const next = normalizeCnr(raw).slice(0, CNR_LENGTH);
    setText(next);
    setError(undefined);
    onEdit();
    if (next.length === CNR_LENGTH) search(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };

  return (
    <Card className={className}>
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('caseSearch.cnrTitle')}
        </Card.Title>
        <Form noValidate onSubmit={submit}>
          <Form.Label htmlFor={`${id}-cnr`}>{t('caseSearch.cnrLabel')}</Form.Label>
          <InputGroup hasValidation>
            <Form.Control
              id={`${id}-cnr`}
              value={text}
              onChange={(event) => change(event.target.value)}
              placeholder={t('caseSearch.cnrPlaceholder')}
              required
              autoComplete="off"
              spellCheck={false}
              className="font-monospace"
              isInvalid={Boolean(shown)}
              aria-invalid={Boolean(shown)}
              aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
            />
            <Button type="submit" variant="primary" aria-label={t('caseSearch.searchCnr')} disabled={pending}>
              <i className="bi bi-search" aria-hidden="true" />
            </Button>
            {shown && (
              <Form.Control.Feedback id={`${id}-error`} type="invalid" role="alert">
                {translateFormError(t, shown)}
              </Form.Control.Feedback>
            )}
          </InputGroup>
          <Form.Text id={`${id}-hint`} className="d-block">
            {t('caseSearch.cnrExample')}
          </Form.Text>
        </Form>
      </Card.Body>
    </Card>
  );
}
