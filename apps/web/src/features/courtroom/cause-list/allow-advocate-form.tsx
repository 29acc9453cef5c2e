import { zodResolver } from '@hookform/resolvers/zod';
import { COURTROOM_EVENTS, ENROLLMENT_MAX_LENGTH, allowAdvocateSchema } from '@nyaya/shared';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/text-field';
import { appState } from '../../../lib/app-state';
import { emitCourtroom } from '../api/courtroom-socket';
import { useCourtroomAction } from '../judge/use-courtroom-action';

const enrollmentSchema = allowAdvocateSchema.pick({ enrollmentNumber: true });

type AllowAdvocateFormProps = { roomId: string; hearingId: number; caseNumber: string };

/**
 * Lets an advocate the cause list does not name (a proxy counsel) wait for this hearing: the host gives their
 * enrollment number; the server then lets them join the lobby until the meeting ends.
 */
export function AllowAdvocateForm({ roomId, hearingId, caseNumber }: AllowAdvocateFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const run = useCourtroomAction();
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(enrollmentSchema), defaultValues: { enrollmentNumber: '' } });

  const allow = form.handleSubmit(async ({ enrollmentNumber }) => {
    const allowed = await run(() =>
      emitCourtroom(COURTROOM_EVENTS.allowAdvocate, { roomId, hearingId, enrollmentNumber }),
    );
    if (!allowed) return;
    appState.showAlert({ code: 'advocateAllowed' });
    form.reset();
    setOpen(false);
  });

  if (!open) {
    return (
      <Button size="sm" variant="link" className="px-0" onClick={() => setOpen(true)}>
        {t('courtroomCauseList.allowAdvocate')}
      </Button>
    );
  }
  return (
    <Form noValidate onSubmit={(event) => void allow(event)} className="mt-2">
      <TextField
        id={`${id}-enrollment`}
        label={t('courtroomCauseList.enrollmentFor', { caseNumber })}
        registration={form.register('enrollmentNumber')}
        error={form.formState.errors.enrollmentNumber?.message}
        maxLength={ENROLLMENT_MAX_LENGTH}
        className="mb-2"
      />
      <div className="d-flex gap-2">
        <Button size="sm" type="submit" disabled={form.formState.isSubmitting}>
          {t('courtroomCauseList.allowAdvocateSubmit')}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </Form>
  );
}
