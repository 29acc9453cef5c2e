import { zodResolver } from '@hookform/resolvers/zod';
import type { CourtRoom } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { formErrorHandler } from '../../../lib/form-errors';
import { complexesQuery, streamingRoomsQuery } from '../../../lib/master-data';
import { courtRoomSchema, useSaveMaster } from '../api/save-master';

type CourtRoomFormProps = { room?: CourtRoom; complexId?: number; onClose: () => void };

const FIELDS = ['complexId', 'name', 'nameHi', 'value', 'streamingRoomId'] as const;

/** A court room (the spec's court name/judge) in its complex, with the streaming room it broadcasts from. */
export function CourtRoomForm({ room, complexId, onClose }: CourtRoomFormProps) {
  const { t } = useTranslation();
  const complexes = useQuery(complexesQuery()).data ?? [];
  const streamingRooms = useQuery(streamingRoomsQuery).data ?? [];
  const form = useForm({
    resolver: zodResolver(courtRoomSchema),
    defaultValues: {
      complexId: String(room?.complexId ?? complexId ?? ''),
      name: room?.name ?? '',
      nameHi: room?.nameHi ?? '',
      value: room?.value ?? '',
      streamingRoomId: String(room?.streamingRoomId ?? ''),
    },
  });
  const { errors } = form.formState;
  const save = useSaveMaster('courtrooms');
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: room?.id, values },
      { onSuccess: onClose, onError: formErrorHandler(form.setError, FIELDS) },
    ),
  );
  return (
    <FormModal
      title={t(room ? 'masters.courtrooms.edit' : 'masters.courtrooms.add')}
      pending={save.isPending}
      onSubmit={submit}
      onHide={onClose}
    >
      <SelectField
        id="courtroom-complex"
        label={t('masters.fields.complex')}
        registration={form.register('complexId')}
        placeholder={t('masters.selectComplex')}
        options={complexes.map((complex) => ({ value: complex.id, label: complex.name }))}
        error={errors.complexId?.message}
      />
      <TextField
        id="courtroom-name"
        label={t('masters.fields.name')}
        registration={form.register('name')}
        error={errors.name?.message}
      />
      <TextField
        id="courtroom-name-hi"
        label={t('masters.fields.nameHi')}
        hint={t('masters.nameHiHint')}
        registration={form.register('nameHi')}
        error={errors.nameHi?.message}
      />
      <TextField
        id="courtroom-value"
        label={t('masters.fields.value')}
        hint={t('masters.courtRoomValueHint')}
        registration={form.register('value')}
        error={errors.value?.message}
      />
      <SelectField
        id="courtroom-streaming"
        label={t('masters.fields.streamingRoom')}
        registration={form.register('streamingRoomId')}
        placeholder={t('masters.selectStreamingRoom')}
        options={streamingRooms.map((streaming) => ({ value: streaming.id, label: streaming.name }))}
        error={errors.streamingRoomId?.message}
      />
    </FormModal>
  );
}
