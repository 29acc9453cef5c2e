import { zodResolver } from '@hookform/resolvers/zod';
import type { RetentionPeriods } from '@nyaya/shared';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import { formErrorHandler } from '../../../lib/form-errors';
import { retentionSchema, useSaveRetention } from '../api/save-retention';

/** The form holds the days as typed text; the shared schema checks digits and range and makes numbers. */
type DaysField = 'districtCourtDays' | 'highCourtDays';

export function RetentionForm({ periods }: { periods: RetentionPeriods }) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(retentionSchema),
    defaultValues: {
      districtCourtDays: String(periods.retentionDistrictCourtDays),
      highCourtDays: String(periods.retentionHighCourtDays),
    },
  });
  const { errors } = form.formState;
  const save = useSaveRetention();
  const submit = form.handleSubmit((values) =>
    save.mutate(values, { onError: formErrorHandler(form.setError, ['districtCourtDays', 'highCourtDays']) }),
  );
  const field = (name: DaysField) => (
    <TextField
      id={`retention-${name}`}
      label={t(`retention.${name}`)}
      registration={form.register(name)}
      error={errors[name]?.message}
      inputMode="numeric"
      autoComplete="off"
    />
  );
  return (
    <Card className="form-card">
      <Card.Body>
        <Form noValidate onSubmit={submit}>
          {field('districtCourtDays')}
          {field('highCourtDays')}
          <Button type="submit" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
