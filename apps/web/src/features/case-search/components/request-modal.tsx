import { zodResolver } from '@hookform/resolvers/zod';
import { ARCHIVAL_REASON_LENGTH, type CaseRow } from '@nyaya/shared';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { formErrorText, translateFormError } from '../../../lib/translate-message';
import { ownArchivalRequestSchema, useRequestRecording } from '../api/request-recording';
import { CaseSummary } from './case-summary';
import { ViewingTerms } from './viewing-terms';

type RequestModalProps = { row: CaseRow; onClose: () => void };

/**
 * spec.md §2 "Request-for-streaming modal" and §4 "Request modal": for an Expired hearing, a reason and the
 * terms (readable in place); Submit stays disabled until the terms are ticked, and a success closes the modal.
 */
export function RequestModal({ row, onClose }: RequestModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm({
    resolver: zodResolver(ownArchivalRequestSchema),
    defaultValues: { cnr: row.cnr, hearingDate: row.hearingDate, reason: '' },
  });
  const { errors } = form.formState;
  const accepted = useWatch({ control: form.control, name: 'termsAccepted' }) === true;
  const request = useRequestRecording();

  const submit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: onClose,
      onError: (error) => {
        const field = isApiError(error) && error.field === 'reason' ? 'reason' : 'root';
        form.setError(field, { message: formErrorText(error) });
      },
    }),
  );
  const problem = errors.root?.message ?? errors.cnr?.message ?? errors.hearingDate?.message;

  return (
    <Modal show onHide={onClose} centered aria-labelledby={`${id}-title`}>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {t('caseSearch.requestTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <CaseSummary row={row} />
          {problem && (
            <Alert variant="danger" role="alert">
              {translateFormError(t, problem)}
            </Alert>
          )}
          <Form.Group controlId={`${id}-reason`} className="mb-3">
            <Form.Label>{t('caseSearch.reason')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={ARCHIVAL_REASON_LENGTH.max}
              {...form.register('reason')}
              isInvalid={Boolean(errors.reason)}
              aria-invalid={Boolean(errors.reason)}
              aria-describedby={`${id}-reason-hint${errors.reason ? ` ${id}-reason-error` : ''}`}
            />
            <Form.Text id={`${id}-reason-hint`} className="d-block">
              {t('caseSearch.reasonHint', ARCHIVAL_REASON_LENGTH)}
            </Form.Text>
            {errors.reason?.message && (
              <Form.Control.Feedback id={`${id}-reason-error`} type="invalid">
                {translateFormError(t, errors.reason.message)}
              </Form.Control.Feedback>
            )}
          </Form.Group>
          <Form.Check
            id={`${id}-terms`}
            type="checkbox"
            label={t('caseSearch.terms')}
            {...form.register('termsAccepted')}
          />
          <ViewingTerms id={`${id}-terms-text`} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={!accepted || request.isPending}>
            {t('caseSearch.submit')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
