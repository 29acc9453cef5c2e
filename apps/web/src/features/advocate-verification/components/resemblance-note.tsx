import type { AdvocateApplicant } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';

/**
 * The verified Advocate whose enrollment number the applicant's looks like (see AdvocateApplicant.resembles): the
 * Controller checks on the roll that this is not someone signing up under another advocate's number.
 */
export function ResemblanceNote({ applicant }: { applicant: AdvocateApplicant }) {
  const { t } = useTranslation();
  if (!applicant.resembles) return null;
  const { enrollmentNumber, name } = applicant.resembles;
  return (
    <div className="small text-danger-emphasis text-wrap">
      <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
      {t('advocateVerification.resembles', { enrollmentNumber, name })}
    </div>
  );
}
