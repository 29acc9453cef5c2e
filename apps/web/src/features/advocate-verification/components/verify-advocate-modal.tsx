import type { AdvocateApplicant } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useVerifyAdvocate } from '../api/verify-advocate';
import { ApplicantSummary } from './applicant-summary';

type VerifyAdvocateModalProps = { applicant: AdvocateApplicant | null; onClose: () => void };

/** Asks the Controller to check the roll first: a verified Advocate may wait in the lobby for their cases. */
export function VerifyAdvocateModal({ applicant, onClose }: VerifyAdvocateModalProps) {
  const { t } = useTranslation();
  const verify = useVerifyAdvocate();
  return (
    <ConfirmModal
      show={Boolean(applicant)}
      title={t('advocateVerification.verifyTitle')}
      body={
        applicant && (
          <>
            <p>
              {t('advocateVerification.verifyCheck', {
                enrollmentNumber: applicant.enrollmentNumber,
                name: applicant.name,
              })}
            </p>
            <ApplicantSummary applicant={applicant} />
          </>
        )
      }
      confirmLabel={t('advocateVerification.verify')}
      confirmVariant="primary"
      pending={verify.isPending}
      onCancel={onClose}
      onConfirm={() => applicant && verify.mutate(applicant.userId, { onSettled: onClose })}
    />
  );
}
