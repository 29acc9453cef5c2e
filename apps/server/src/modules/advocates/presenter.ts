import type { AdvocateApplicant, AdvocateVerificationStatus } from '@nyaya/shared';
import type { ApplicantRecord } from './queries.ts';

function statusOf(row: ApplicantRecord): AdvocateVerificationStatus {
  if (row.verifiedAt) return 'verified';
  return row.isActive ? 'pending' : 'rejected';
}

function addressOf(row: ApplicantRecord): string | null {
  const parts = [row.address1, row.address2, row.pinCode].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

export function presentApplicant(row: ApplicantRecord): AdvocateApplicant {
  return {
    userId: row.id,
    name: `${row.firstName} ${row.lastName}`,
    // Every Advocate account has one (the sign-up and add-user forms require it).
    enrollmentNumber: row.enrollmentNumber ?? '',
    email: row.email,
    dialCode: row.dialCode,
    mobile: row.mobile,
    address: addressOf(row),
    state: row.state,
    city: row.city,
    signedUpAt: row.createdAt.toISOString(),
    status: statusOf(row),
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    // The seeded demo Advocate was verified by nobody in particular.
    verifiedByName:
      row.verifierFirstName === null ? null : `${row.verifierFirstName} ${row.verifierLastName ?? ''}`.trim(),
    resembles: row.resembles,
  };
}
