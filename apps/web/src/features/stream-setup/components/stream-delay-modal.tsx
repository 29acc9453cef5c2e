import { zodResolver } from '@hookform/resolvers/zod';
import { STREAM_DELAY_MINUTES, type StreamSetup } from '@nyaya/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { TextField } from '../../../components/form/text-field';
import { formErrorHandler } from '../../../lib/form-errors';
import { bulkDelaySchema, useUpdateStreamDelay } from '../api/update-stream-delay';

const delaySchema = bulkDelaySchema.pick({ newDelay: true });

type StreamDelayModalProps = { setups: StreamSetup[]; onClose: () => void; onSaved: () => void };

/** "Confirm Delay for All Streams": one new delay (0 to 10 minutes) for every selected setup. */
export function StreamDelayModal({ setups, onClose, onSaved }: StreamDelayModalProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(delaySchema), defaultValues: { newDelay: '' } });
  const update = useUpdateStreamDelay();
  const submit = form.handleSubmit(({ newDelay }) =>
    update.mutate(
      { newDelay, newId: setups.map((setup) => setup.id) },
      {
        onSuccess: onSaved,
        onError: formErrorHandler(form.setError, ['newDelay'], 'delayUpdateFailed'),
      },
    ),
  );
  return (
    <FormModal
      title={t('streamSetup.delayTitle')}
      submitLabel={t('streamSetup.confirmDelay')}
      pending={update.isPending}
      onSubmit={submit}
      onHide={onClose}
    >
      <p className="mb-1">{t('streamSetup.delayBody')}</p>
      <ul>
        {setups.map((setup) => (
          <li key={setup.id}>{setup.roomId}</li>
        ))}
      </ul>
      <TextField
        id="stream-newDelay"
        label={t('streamSetup.delayField')}
        registration={form.register('newDelay')}
        error={form.formState.errors.newDelay?.message}
        type="number"
        inputMode="numeric"
        min={STREAM_DELAY_MINUTES.min}
        max={STREAM_DELAY_MINUTES.max}
        step={1}
      />
    </FormModal>
  );
}
