import { zodResolver } from '@hookform/resolvers/zod';
import type { ExternalMeetingRoom } from '@nyaya/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import { formErrorHandler } from '../../../lib/form-errors';
import { externalMeetingSchema, useRemoveMeetingLink, useSaveMeetingLink } from '../api/save-meeting-link';

/** One room's link for the date: typed in and saved, replaced, or removed. */
export function RoomLinkForm({ room, date }: { room: ExternalMeetingRoom; date: string }) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(externalMeetingSchema),
    defaultValues: { url: room.meeting?.url ?? '' },
  });
  const save = useSaveMeetingLink();
  const remove = useRemoveMeetingLink();
  const at = { roomId: room.roomId, date };
  const submit = form.handleSubmit((input) =>
    save.mutate({ at, input }, { onError: formErrorHandler(form.setError, ['url']) }),
  );
  return (
    <Form noValidate onSubmit={submit} className="d-flex flex-wrap align-items-start gap-2">
      <TextField
        id={`meeting-link-${room.roomId}`}
        label={t('externalMeetings.linkFor', { roomId: room.roomId })}
        labelHidden
        registration={form.register('url')}
        error={form.formState.errors.url?.message}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        className="flex-grow-1"
      />
      <Button type="submit" disabled={save.isPending}>
        {t('common.save')}
      </Button>
      {room.meeting && (
        <Button variant="outline-danger" disabled={remove.isPending} onClick={() => remove.mutate(at)}>
          {t('externalMeetings.remove')}
        </Button>
      )}
    </Form>
  );
}
