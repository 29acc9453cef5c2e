import type { AdvocateApplicant, AdvocateVerificationStatus } from '@nyaya/shared';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { formatIstDateTime } from '../../../lib/format-date';
import { mobileOf, placeOf } from './applicant-details';
import { ResemblanceNote } from './resemblance-note';

type ApplicantsTableProps = {
  status: AdvocateVerificationStatus;
  applicants: AdvocateApplicant[] | undefined;
  isLoading: boolean;
  onVerify: (applicant: AdvocateApplicant) => void;
  onReject: (applicant: AdvocateApplicant) => void;
};

/** The applicants of one status with what they gave at sign-up; pending ones with Verify and Reject. */
export function ApplicantsTable({ status, applicants, isLoading, onVerify, onReject }: ApplicantsTableProps) {
  const { t } = useTranslation();
  const columns: Column<AdvocateApplicant>[] = [
    { id: 'name', header: t('advocateVerification.columns.name'), cell: (row) => row.name },
    {
      id: 'enrollmentNumber',
      header: t('advocateVerification.columns.enrollmentNumber'),
      className: 'text-nowrap',
      cell: (row) => (
        <>
          {row.enrollmentNumber}
          <ResemblanceNote applicant={row} />
        </>
      ),
    },
    { id: 'email', header: t('advocateVerification.columns.email'), cell: (row) => row.email },
    {
      id: 'mobile',
      header: t('advocateVerification.columns.mobile'),
      className: 'text-nowrap',
      cell: mobileOf,
    },
    { id: 'place', header: t('advocateVerification.columns.place'), cell: placeOf },
    {
      id: 'signedUpAt',
      header: t('advocateVerification.columns.signedUpAt'),
      className: 'text-nowrap',
      cell: (row) => formatIstDateTime(row.signedUpAt),
    },
  ];
  if (status === 'verified') {
    columns.push({
      id: 'verified',
      header: t('advocateVerification.columns.verified'),
      cell: (row) =>
        row.verifiedAt &&
        t(row.verifiedByName ? 'advocateVerification.verifiedBy' : 'advocateVerification.verifiedOn', {
          date: formatIstDateTime(row.verifiedAt),
          name: row.verifiedByName,
        }),
    });
  }
  if (status === 'pending') {
    columns.push({
      id: 'actions',
      header: t('common.actions'),
      cell: (row) => (
        <div className="d-flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="primary"
            aria-label={t('advocateVerification.verifyNamed', { name: row.name })}
            onClick={() => onVerify(row)}
          >
            {t('advocateVerification.verify')}
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={t('advocateVerification.rejectNamed', { name: row.name })}
            onClick={() => onReject(row)}
          >
            {t('advocateVerification.reject')}
          </Button>
        </div>
      ),
    });
  }
  return (
    <DataTable
      caption={t(`advocateVerification.captions.${status}`)}
      columns={columns}
      rows={applicants}
      rowKey={(row) => row.userId}
      isLoading={isLoading}
      emptyText={t(`advocateVerification.empty.${status}`)}
    />
  );
}
