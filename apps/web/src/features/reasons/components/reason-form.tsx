import { zodResolver } from '@hookform/resolvers/zod';
import { REASON_LENGTH, type PauseReason } from '@nyaya/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { TextField } from '../../../components/form/text-field';
import { formErrorHandler } from '../../../lib/form-errors';
import { reasonSchema, useSaveReason } from '../api/save-reason';

/** A pause reason a judge can pick when stopping a stream, and the message viewers then see. */
export function ReasonForm({ reason, onClose }: { reason?: PauseReason; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: reason?.reason ?? '', message: reason?.message ?? '' },
  });
  const { errors } = form.formState;
  const save = useSaveReason();
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: reason?.id, values },
      { onSuccess: onClose, onError: formErrorHandler(form.setError, ['reason', 'message']) },
    ),
  );
  return (
    <FormModal
      title={t(reason ? 'reasons.edit' : 'reasons.add')}
      pending={save.isPending}
      onSubmit={submit}
      onHide={onClose}
    >
      <TextField
        id="reason-reason"
        label={t('reasons.fields.reason')}
        registration={form.register('reason')}
        error={errors.reason?.message}
        maxLength={REASON_LENGTH.max}
      />
      <TextField
        id="reason-message"
        label={t('reasons.fields.message')}
        hint={t('reasons.messageHint')}
        registration={form.register('message')}
        error={errors.message?.message}
        maxLength={REASON_LENGTH.max}
      />
    </FormModal>
  );
}
