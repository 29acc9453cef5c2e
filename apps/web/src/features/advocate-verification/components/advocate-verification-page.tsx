import {
  ADVOCATE_VERIFICATION_STATUSES,
  type AdvocateApplicant,
  type AdvocateVerificationStatus,
} from '@nyaya/shared';
import { useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { usePageState } from '../../../lib/use-page-state';
import { useSearchFilters } from '../../../lib/use-search-filters';
import { useAdvocateApplicants } from '../api/get-advocate-applicants';
import { ApplicantsTable } from './applicants-table';
import { RejectAdvocateModal } from './reject-advocate-modal';
import { VerifyAdvocateModal } from './verify-advocate-modal';

const FILTERS = ['status'] as const;

function asStatus(value: string | null): AdvocateVerificationStatus {
  return ADVOCATE_VERIFICATION_STATUSES.find((status) => status === value) ?? 'pending';
}

/**
 * The Controller's and SuperAdmin's check of self-registered Advocates against the Bar Council roll: pending
 * applicants with what they gave at sign-up, Verify or Reject; the verified and rejected ones beside them.
 */
export function AdvocateVerificationPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useSearchFilters(FILTERS);
  const status = asStatus(filters.status);
  const [page, setPage] = usePageState();
  const applicants = useAdvocateApplicants(status, page);
  const [verifying, setVerifying] = useState<AdvocateApplicant | null>(null);
  const [rejecting, setRejecting] = useState<AdvocateApplicant | null>(null);

  return (
    <section className="page">
      <PageTitle title={t('pages.advocateVerification')} />
      <p className="text-body-secondary">{t('advocateVerification.intro')}</p>
      <Tabs
        id="advocate-verification-status"
        activeKey={status}
        onSelect={(key) => setFilters({ status: asStatus(key) === 'pending' ? '' : asStatus(key) })}
        className="mb-3"
      >
        {ADVOCATE_VERIFICATION_STATUSES.map((tab) => (
          <Tab key={tab} eventKey={tab} title={t(`advocateVerification.statuses.${tab}`)}>
            {tab === status && (
              <ApplicantsTable
                status={status}
                applicants={applicants.data?.data}
                isLoading={applicants.isPending}
                onVerify={setVerifying}
                onReject={setRejecting}
              />
            )}
          </Tab>
        ))}
      </Tabs>
      <Pagination page={page} totalPages={applicants.data?.totalPages ?? 0} onChange={setPage} />
      <VerifyAdvocateModal applicant={verifying} onClose={() => setVerifying(null)} />
      {rejecting && <RejectAdvocateModal applicant={rejecting} onClose={() => setRejecting(null)} />}
    </section>
  );
}
