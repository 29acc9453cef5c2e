import { zodResolver } from '@hookform/resolvers/zod';
import type { District } from '@nyaya/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { TextField } from '../../../components/form/text-field';
import { formErrorHandler } from '../../../lib/form-errors';
import { districtSchema, useSaveMaster } from '../api/save-master';

export function DistrictForm({ district, onClose }: { district?: District; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(districtSchema),
    defaultValues: { name: district?.name ?? '', value: district?.value ?? '' },
  });
  const { errors } = form.formState;
  const save = useSaveMaster('districts');
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: district?.id, values },
      { onSuccess: onClose, onError: formErrorHandler(form.setError, ['name', 'value']) },
    ),
  );
  return (
    <FormModal
      title={t(district ? 'masters.districts.edit' : 'masters.districts.add')}
      pending={save.isPending}
      onSubmit={submit}
      onHide={onClose}
    >
      <TextField
        id="district-name"
        label={t('masters.fields.name')}
        registration={form.register('name')}
        error={errors.name?.message}
      />
      <TextField
        id="district-value"
        label={t('masters.fields.value')}
        registration={form.register('value')}
        error={errors.value?.message}
      />
    </FormModal>
  );
}
