import { zodResolver } from '@hookform/resolvers/zod';
import { archivalListQuery } from '@nyaya/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';

const searchSchema = archivalListQuery.pick({ cnr: true, requestId: true });

/** An emptied box means "any": left out, so the optional fields of the list query skip it. */
const emptyAsUndefined = (value: string) => value.trim() || undefined;

type ArchivalSearchProps = {
  cnr: string;
  requestId: string;
  onSearch: (search: { cnr: string; requestId: string }) => void;
};

/** "Search by CNR" and "Search by Request Id": run on Enter or Search once both are valid (or empty). */
export function ArchivalSearch({ cnr, requestId, onSearch }: ArchivalSearchProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(searchSchema), defaultValues: { cnr, requestId } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    onSearch({ cnr: values.cnr ?? '', requestId: values.requestId?.toString() ?? '' }),
  );
  return (
    <Form noValidate onSubmit={submit} className="d-flex flex-wrap align-items-start gap-3">
      <TextField
        id="archival-search-cnr"
        label={t('archival.searchCnr')}
        registration={form.register('cnr', { setValueAs: emptyAsUndefined })}
        error={errors.cnr?.message}
        type="search"
        autoComplete="off"
        className=""
      />
      <TextField
        id="archival-search-request-id"
        label={t('archival.searchRequestId')}
        registration={form.register('requestId', { setValueAs: emptyAsUndefined })}
        error={errors.requestId?.message}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        className=""
      />
      {/* Level with the boxes, under their labels' height. */}
      <div className="mt-4 pt-2">
        <Button type="submit" variant="primary">
          <i className="bi bi-search me-2" aria-hidden="true" />
          {t('archival.search')}
        </Button>
      </div>
    </Form>
  );
}
