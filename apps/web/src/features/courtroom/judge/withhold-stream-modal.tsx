import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGE_CODES, withholdStreamSchema } from '@nyaya/shared';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormModal } from '../../../components/form-modal';
import { TextField } from '../../../components/form/text-field';

/** The form's part of the withhold-stream payload; at most the room's delay, which only the page knows. */
const withholdFormSchema = (delayMinutes: number) =>
  withholdStreamSchema
    .pick({ minutes: true, excludeFromRecording: true })
    .refine(({ minutes }) => minutes <= delayMinutes, {
      error: MESSAGE_CODES.withholdBeyondDelay,
      path: ['minutes'],
    });

export type WithholdChoice = z.output<ReturnType<typeof withholdFormSchema>>;

type WithholdStreamModalProps = {
  /** The room's delay: what the public has not seen yet, and so the most that can be withheld. */
  delayMinutes: number;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (choice: WithholdChoice) => void;
};

/** "Withhold the last N minutes" (issue 19.6): the parent mounts it while open. */
export function WithholdStreamModal({
  delayMinutes,
  pending,
  onCancel,
  onConfirm,
}: WithholdStreamModalProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(withholdFormSchema(delayMinutes)),
    defaultValues: { minutes: 1, excludeFromRecording: false },
  });
  return (
    <FormModal
      title={t('courtroomJudge.withhold.title')}
      submitLabel={t('courtroomJudge.withhold.confirm')}
      pending={pending}
      onSubmit={form.handleSubmit(onConfirm)}
      onHide={onCancel}
    >
      <p>{t('courtroomJudge.withhold.body', { count: delayMinutes })}</p>
      <TextField
        id="withhold-minutes"
        label={t('courtroomJudge.withhold.minutes', { max: delayMinutes })}
        registration={form.register('minutes', { valueAsNumber: true })}
        error={form.formState.errors.minutes?.message}
        type="number"
        inputMode="numeric"
        min={1}
        max={delayMinutes}
        step={1}
      />
      <Form.Check
        id="withhold-exclude-from-recording"
        label={t('courtroomJudge.withhold.excludeFromRecording')}
        {...form.register('excludeFromRecording')}
      />
    </FormModal>
  );
}
