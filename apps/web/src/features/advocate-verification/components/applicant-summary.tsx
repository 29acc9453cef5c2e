import type { AdvocateApplicant } from '@nyaya/shared';
import { useTranslation } from 'react-i18next';
import { SummaryList } from '../../../components/summary-list';
import { formatIstDateTime } from '../../../lib/format-date';
import { mobileOf } from './applicant-details';
import { ResemblanceNote } from './resemblance-note';

/** Everything the applicant gave at sign-up, to compare with the Bar Council roll. */
export function ApplicantSummary({ applicant }: { applicant: AdvocateApplicant }) {
  const { t } = useTranslation();
  const none = t('advocateVerification.notGiven');
  return (
    <SummaryList
      items={[
        [t('advocateVerification.columns.name'), applicant.name],
        [
          t('advocateVerification.columns.enrollmentNumber'),
          <>
            {applicant.enrollmentNumber}
            <ResemblanceNote applicant={applicant} />
          </>,
        ],
        [t('advocateVerification.columns.email'), applicant.email],
        [t('advocateVerification.columns.mobile'), mobileOf(applicant)],
        [t('advocateVerification.columns.address'), applicant.address ?? none],
        [t('advocateVerification.columns.city'), applicant.city ?? none],
        [t('advocateVerification.columns.state'), applicant.state ?? none],
        [t('advocateVerification.columns.signedUpAt'), formatIstDateTime(applicant.signedUpAt)],
      ]}
    />
  );
}
