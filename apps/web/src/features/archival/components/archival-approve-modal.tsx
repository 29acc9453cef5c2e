import { zodResolver } from '@hookform/resolvers/zod';
import { ARCHIVAL_ACCESS_DAYS, ARCHIVAL_NOTE_MAX_LENGTH, type ArchivalRequest } from '@nyaya/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { TextField } from '../../../components/form/text-field';
import { approveArchivalSchema, useDecideArchivalRequest } from '../api/decide-archival-request';
import { ArchivalRequestSummary } from './archival-request-summary';
import { decisionErrorHandler } from './decision-error-handler';
import { NoteField } from './note-field';

type ArchivalApproveModalProps = {
  request: ArchivalRequest;
  defaultAccessDays: number;
  onClose: () => void;
  onDecided: () => void;
};

/** "Approve Request": the recording is restored to the requester for 1 to 30 days, with an optional note. */
export function ArchivalApproveModal({
  request,
  defaultAccessDays,
  onClose,
  onDecided,
}: ArchivalApproveModalProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(approveArchivalSchema),
    defaultValues: { accessDays: defaultAccessDays, note: '' },
  });
  const { errors } = form.formState;
  const decide = useDecideArchivalRequest();
  const submit = form.handleSubmit((values) =>
    decide.mutate(
      { kind: 'approve', id: request.id, values: { ...values, note: values.note || undefined } },
      {
        onSuccess: onDecided,
        onError: decisionErrorHandler(form.setError, ['accessDays', 'note'], onDecided),
      },
    ),
  );
  return (
    <FormModal
      title={t('archival.approveTitle')}
      submitLabel={t('archival.approve')}
      pending={decide.isPending}
      onSubmit={submit}
      onHide={onClose}
    >
      <ArchivalRequestSummary request={request} />
      <TextField
        id="archival-accessDays"
        label={t('archival.fields.accessDays')}
        registration={form.register('accessDays')}
        error={errors.accessDays?.message}
        type="number"
        inputMode="numeric"
        min={ARCHIVAL_ACCESS_DAYS.min}
        max={ARCHIVAL_ACCESS_DAYS.max}
        step={1}
      />
      <NoteField
        id="archival-approve-note"
        label={t('archival.fields.noteOptional')}
        registration={form.register('note')}
        error={errors.note?.message}
        maxLength={ARCHIVAL_NOTE_MAX_LENGTH}
      />
    </FormModal>
  );
}
