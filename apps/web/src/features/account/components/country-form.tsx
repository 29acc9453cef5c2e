import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile } from '@nyaya/shared';
import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form/select-field';
import { countriesFor } from '../../../lib/countries';
import { formErrorHandler } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { profileUpdateSchema, useUpdateProfile } from '../api/update-profile';

/** The profile's country, the one field that changes without a code. */
export function CountryForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countriesFor(i18n.language), [i18n.language]);
  const form = useForm({ resolver: zodResolver(profileUpdateSchema), values: { country: profile.country } });
  const update = useUpdateProfile();
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: ({ message }) => notifySuccess(message),
      onError: formErrorHandler(form.setError, ['country']),
    }),
  );
  return (
    <Form noValidate onSubmit={submit}>
      <SelectField
        id="profile-country"
        label={t('profile.country')}
        registration={form.register('country')}
        options={countries.map((entry) => ({ value: entry.code, label: entry.name }))}
        error={form.formState.errors.country?.message}
      />
      <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
