import { zodResolver } from '@hookform/resolvers/zod';
import type { CourtComplex } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { formErrorHandler } from '../../../lib/form-errors';
import { districtsQuery } from '../../../lib/master-data';
import { courtComplexSchema, useSaveMaster } from '../api/save-master';

type ComplexFormProps = { complex?: CourtComplex; districtId?: number; onClose: () => void };

/** A court complex in its district; a new one starts in the district the list is filtered by. */
export function ComplexForm({ complex, districtId, onClose }: ComplexFormProps) {
  const { t } = useTranslation();
  const districts = useQuery(districtsQuery).data ?? [];
  const form = useForm({
    resolver: zodResolver(courtComplexSchema),
    defaultValues: {
      districtId: String(complex?.districtId ?? districtId ?? ''),
      name: complex?.name ?? '',
      nameHi: complex?.nameHi ?? '',
      value: complex?.value ?? '',
    },
  });
  const { errors } = form.formState;
  const save = useSaveMaster('complexes');
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: complex?.id, values },
      {
        onSuccess: onClose,
        onError: formErrorHandler(form.setError, ['districtId', 'name', 'nameHi', 'value']),
      },
    ),
  );
  return (
    <FormModal
      title={t(complex ? 'masters.complexes.edit' : 'masters.complexes.add')}
      pending={save.isPending}
      onSubmit={submit}
      onHide={onClose}
    >
      <SelectField
        id="complex-district"
        label={t('masters.fields.district')}
        registration={form.register('districtId')}
        placeholder={t('masters.selectDistrict')}
        options={districts.map((district) => ({ value: district.id, label: district.name }))}
        error={errors.districtId?.message}
      />
      <TextField
        id="complex-name"
        label={t('masters.fields.name')}
        registration={form.register('name')}
        error={errors.name?.message}
      />
      <TextField
        id="complex-name-hi"
        label={t('masters.fields.nameHi')}
        hint={t('masters.nameHiHint')}
        registration={form.register('nameHi')}
        error={errors.nameHi?.message}
      />
      <TextField
        id="complex-value"
        label={t('masters.fields.value')}
        registration={form.register('value')}
        error={errors.value?.message}
      />
    </FormModal>
  );
}
