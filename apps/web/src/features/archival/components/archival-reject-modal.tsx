import { zodResolver } from '@hookform/resolvers/zod';
import { ARCHIVAL_NOTE_MAX_LENGTH, type ArchivalRequest } from '@nyaya/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { rejectArchivalSchema, useDecideArchivalRequest } from '../api/decide-archival-request';
import { ArchivalRequestSummary } from './archival-request-summary';
import { decisionErrorHandler } from './decision-error-handler';
import { NoteField } from './note-field';

type ArchivalRejectModalProps = { request: ArchivalRequest; onClose: () => void; onDecided: () => void };

/** "Reject Request": the requester is owed a reason, so the note is required. */
export function ArchivalRejectModal({ request, onClose, onDecided }: ArchivalRejectModalProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(rejectArchivalSchema), defaultValues: { note: '' } });
  const decide = useDecideArchivalRequest();
  const submit = form.handleSubmit((values) =>
    decide.mutate(
      { kind: 'reject', id: request.id, values },
      { onSuccess: onDecided, onError: decisionErrorHandler(form.setError, ['note'], onDecided) },
    ),
  );
  return (
    <FormModal
      title={t('archival.rejectTitle')}
      submitLabel={t('archival.reject')}
      pending={decide.isPending}
      onSubmit={submit}
      onHide={onClose}
    >
      <ArchivalRequestSummary request={request} />
      <NoteField
        id="archival-reject-note"
        label={t('archival.fields.note')}
        registration={form.register('note')}
        error={form.formState.errors.note?.message}
        maxLength={ARCHIVAL_NOTE_MAX_LENGTH}
      />
    </FormModal>
  );
}
