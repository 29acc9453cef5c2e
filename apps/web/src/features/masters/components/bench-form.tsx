import { zodResolver } from '@hookform/resolvers/zod';
import type { Bench } from '@nyaya/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { TextField } from '../../../components/form/text-field';
import { formErrorHandler } from '../../../lib/form-errors';
import { benchSchema, useSaveMaster } from '../api/save-master';

export function BenchForm({ bench, onClose }: { bench?: Bench; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(benchSchema),
    defaultValues: { label: bench?.label ?? '', labelHi: bench?.labelHi ?? '', value: bench?.value ?? '' },
  });
  const { errors } = form.formState;
  const save = useSaveMaster('benches');
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: bench?.id, values },
      { onSuccess: onClose, onError: formErrorHandler(form.setError, ['label', 'labelHi', 'value']) },
    ),
  );
  return (
    <FormModal
      title={t(bench ? 'masters.benches.edit' : 'masters.benches.add')}
      pending={save.isPending}
      onSubmit={submit}
      onHide={onClose}
    >
      <TextField
        id="bench-label"
        label={t('masters.fields.label')}
        hint={t('masters.benchLabelHint')}
        registration={form.register('label')}
        error={errors.label?.message}
      />
      <TextField
        id="bench-label-hi"
        label={t('masters.fields.labelHi')}
        hint={t('masters.benchLabelHiHint')}
        registration={form.register('labelHi')}
        error={errors.labelHi?.message}
      />
      <TextField
        id="bench-value"
        label={t('masters.fields.value')}
        registration={form.register('value')}
        error={errors.value?.message}
      />
    </FormModal>
  );
}
