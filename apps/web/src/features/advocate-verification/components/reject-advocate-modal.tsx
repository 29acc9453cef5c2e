import { zodResolver } from '@hookform/resolvers/zod';
import { ADVOCATE_REJECT_NOTE_MAX_LENGTH, type AdvocateApplicant } from '@nyaya/shared';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { isApiError } from '../../../lib/api-error';
import { formErrorHandler } from '../../../lib/form-errors';
import { notifyError } from '../../../lib/notify';
import { translateFormError } from '../../../lib/translate-message';
import { rejectAdvocateSchema, useRejectAdvocate } from '../api/reject-advocate';
import { ApplicantSummary } from './applicant-summary';

type RejectAdvocateModalProps = { applicant: AdvocateApplicant; onClose: () => void };

const NOTE_ID = 'reject-advocate-note';

/** Reject deactivates the account, so the reason is required; it goes to the access log. */
export function RejectAdvocateModal({ applicant, onClose }: RejectAdvocateModalProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(rejectAdvocateSchema), defaultValues: { note: '' } });
  const reject = useRejectAdvocate();
  const showInForm = formErrorHandler(form.setError, ['note']);
  const onError = (error: Error) => {
    // Decided by someone else meanwhile, or gone: nothing left to reject here.
    if (isApiError(error) && (error.status === 409 || error.status === 404)) {
      notifyError(error);
      onClose();
    } else showInForm(error);
  };
  const submit = form.handleSubmit((values) =>
    reject.mutate({ userId: applicant.userId, values }, { onSuccess: onClose, onError }),
  );
  const error = form.formState.errors.note?.message;
  return (
    <FormModal
      title={t('advocateVerification.rejectTitle')}
      submitLabel={t('advocateVerification.reject')}
      pending={reject.isPending}
      onSubmit={submit}
      onHide={onClose}
    >
      <p>{t('advocateVerification.rejectWarning', { name: applicant.name })}</p>
      <ApplicantSummary applicant={applicant} />
      <Form.Group controlId={NOTE_ID} className="mb-3">
        <Form.Label>{t('advocateVerification.note')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={ADVOCATE_REJECT_NOTE_MAX_LENGTH}
          {...form.register('note')}
          isInvalid={Boolean(error)}
          aria-describedby={error ? `${NOTE_ID}-error` : undefined}
        />
        {error && (
          <Form.Control.Feedback id={`${NOTE_ID}-error`} type="invalid">
            {translateFormError(t, error)}
          </Form.Control.Feedback>
        )}
      </Form.Group>
    </FormModal>
  );
}
