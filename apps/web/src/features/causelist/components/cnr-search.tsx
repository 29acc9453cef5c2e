import { zodResolver } from '@hookform/resolvers/zod';
import { searchCauseListByCnrSchema } from '@nyaya/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFormError } from '../../../lib/translate-message';

type CnrSearchProps = {
  /** The CNR whose entries are shown, '' when the list is. */
  cnr: string;
  onSearch: (cnr: string) => void;
};

/** "Search by CNR": runs on Enter or Search once the CNR is valid; Clear search goes back to the list. */
export function CnrSearch({ cnr, onSearch }: CnrSearchProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(searchCauseListByCnrSchema),
    defaultValues: { cnr },
  });
  const error = form.formState.errors.cnr?.message;
  const submit = form.handleSubmit((values) => onSearch(values.cnr));
  const clear = () => {
    form.reset({ cnr: '' });
    onSearch('');
  };
  return (
    <Form noValidate onSubmit={submit} className="cnr-search">
      <Form.Group controlId="causeList-search-cnr">
        <Form.Label>{t('causeList.searchCnr')}</Form.Label>
        <InputGroup hasValidation>
          <Form.Control
            {...form.register('cnr')}
            type="search"
            autoComplete="off"
            isInvalid={Boolean(error)}
            aria-describedby={error ? 'causeList-search-cnr-error' : undefined}
          />
          <Button type="submit" variant="primary">
            <i className="bi bi-search me-2" aria-hidden="true" />
            {t('causeList.search')}
          </Button>
          {cnr && (
            <Button variant="outline-primary" onClick={clear}>
              {t('causeList.clearSearch')}
            </Button>
          )}
          {error && (
            <Form.Control.Feedback id="causeList-search-cnr-error" type="invalid">
              {translateFormError(t, error)}
            </Form.Control.Feedback>
          )}
        </InputGroup>
      </Form.Group>
    </Form>
  );
}
