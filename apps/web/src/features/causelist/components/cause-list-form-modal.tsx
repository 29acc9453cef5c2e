import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_CODES, courtTomorrow, type CauseListEntry, type CauseListInput } from '@nyaya/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormModal } from '../../../components/form-modal';
import { formErrorHandler } from '../../../lib/form-errors';
import { courtRoomsQuery } from '../../../lib/master-data';
import { useRoomIds } from '../api/get-room-ids';
import { causeListSchema, useSaveCauseList } from '../api/save-cause-list';
import { courtRoomMissing } from '../court-room-choice';
import { CAUSE_LIST_FIELDS, CauseListFields } from './cause-list-fields';

type FormValues = z.input<typeof causeListSchema>;
const schemaResolver = zodResolver(causeListSchema);

type CauseListFormModalProps = { entry?: CauseListEntry; onClose: () => void; onSaved: () => void };

/** Add (no entry) or Edit: the "Cause List Entry" form of spec.md §3, checked by the shared causeListSchema. */
export function CauseListFormModal({ entry, onClose, onSaved }: CauseListFormModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The shared schema, and the court room the room streams asked for with the server's message.
  const resolver: Resolver<FormValues, unknown, CauseListInput> = async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const courtRooms = queryClient.getQueryData(courtRoomsQuery().queryKey) ?? [];
    if (!courtRoomMissing(courtRooms, values)) return result;
    const courtRoom = { type: 'required', message: MESSAGE_CODES.causeListCourtRoomRequired };
    return { values: {}, errors: { ...result.errors, courtRoom } };
  };
  const form = useForm({
    resolver,
    defaultValues: {
      nextDate: entry?.nextDate ?? courtTomorrow(),
      roomId: entry?.roomId ?? '',
      courtRoom: entry?.courtRoom ?? '',
      casestage: entry?.casestage ?? '',
      cnr: entry?.cnr ?? '',
      petitioner: entry?.petitioner ?? '',
      respondent: entry?.respondent ?? '',
      advocatePetitioner: entry?.advocatePetitioner ?? '',
      advocateRespondent: entry?.advocateRespondent ?? '',
      caseType: entry?.caseType,
      filingNumber: entry?.filingNumber ?? '',
      filingDate: entry?.filingDate ?? '',
      registrationNumber: entry?.registrationNumber ?? '',
      registrationDate: entry?.registrationDate ?? '',
      caseNumber: entry?.caseNumber ?? '',
      petitionerEnrollmentId: entry?.petitionerEnrollmentId ?? '',
      respondentEnrollmentId: entry?.respondentEnrollmentId ?? '',
      streamingExclusion: entry?.streamingExclusion ?? 'none',
    },
  });
  const roomIds = useRoomIds().data ?? [];
  // Editing keeps the entry's own room even when the list leaves it out.
  const rooms = entry && !roomIds.includes(entry.roomId) ? [entry.roomId, ...roomIds] : roomIds;
  const save = useSaveCauseList();

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { hearingId: entry?.hearingId, values },
      {
        onSuccess: onSaved,
        onError: formErrorHandler(form.setError, CAUSE_LIST_FIELDS, 'causeListSubmitFailed'),
      },
    ),
  );

  return (
    <FormModal
      title={t('causeList.formTitle')}
      pending={save.isPending}
      onSubmit={submit}
      onHide={onClose}
      size="lg"
      footerClose
      scrollable
    >
      <CauseListFields form={form} rooms={rooms} />
    </FormModal>
  );
}
