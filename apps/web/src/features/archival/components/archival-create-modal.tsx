import { zodResolver } from '@hookform/resolvers/zod';
import { ARCHIVAL_REASON_LENGTH, courtDate } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { formErrorHandler } from '../../../lib/form-errors';
import { streamingRoomsQuery } from '../../../lib/master-data';
import { createArchivalRequestSchema, useCreateArchivalRequest } from '../api/create-archival-request';
import { NoteField } from './note-field';

const FIELDS = ['requesterEmail', 'cnr', 'hearingDate', 'roomId', 'reason'] as const;

type ArchivalCreateModalProps = { onClose: () => void; onSaved: () => void };

/** "Create Request": a Controller files a request for a past hearing on behalf of an Individual or Advocate. */
export function ArchivalCreateModal({ onClose, onSaved }: ArchivalCreateModalProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(createArchivalRequestSchema),
    defaultValues: { requesterEmail: '', cnr: '', hearingDate: '', roomId: '', reason: '' },
  });
  const { errors } = form.formState;
  const rooms = useQuery(streamingRoomsQuery).data ?? [];
  const create = useCreateArchivalRequest();

  const submit = form.handleSubmit((values) =>
    create.mutate(values, { onSuccess: onSaved, onError: formErrorHandler(form.setError, FIELDS) }),
  );

  return (
    <FormModal
      title={t('archival.createTitle')}
      pending={create.isPending}
      onSubmit={submit}
      onHide={onClose}
    >
      <TextField
        id="archival-requesterEmail"
        label={t('archival.fields.requesterEmail')}
        registration={form.register('requesterEmail')}
        error={errors.requesterEmail?.message}
        type="email"
        autoComplete="off"
      />
      <TextField
        id="archival-cnr"
        label={t('archival.fields.cnr')}
        registration={form.register('cnr')}
        error={errors.cnr?.message}
        hint={t('archival.cnrHint')}
        autoComplete="off"
      />
      <TextField
        id="archival-hearingDate"
        label={t('archival.fields.hearingDate')}
        registration={form.register('hearingDate')}
        error={errors.hearingDate?.message}
        type="date"
        max={courtDate()}
      />
      <SelectField
        id="archival-roomId"
        label={t('archival.fields.roomId')}
        registration={form.register('roomId')}
        options={rooms.map((room) => ({ value: room.name, label: room.name }))}
        placeholder={t('archival.selectRoom')}
        error={errors.roomId?.message}
      />
      <NoteField
        id="archival-reason"
        label={t('archival.fields.reason')}
        registration={form.register('reason')}
        error={errors.reason?.message}
        maxLength={ARCHIVAL_REASON_LENGTH.max}
      />
    </FormModal>
  );
}
