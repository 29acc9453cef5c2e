import type { ApiPage } from './api.ts';

/**
 * Where a self-registered Advocate stands: pending until a Controller or SuperAdmin checks the enrollment
 * against the Bar Council roll, then verified, or rejected (the account deactivated).
 */
export const ADVOCATE_VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type AdvocateVerificationStatus = (typeof ADVOCATE_VERIFICATION_STATUSES)[number];

export const ADVOCATE_REJECT_NOTE_MAX_LENGTH = 500;

/** An Advocate account as the verification page shows it: what the applicant gave at sign-up. */
export type AdvocateApplicant = {
  userId: string;
  name: string;
  enrollmentNumber: string;
  email: string;
  dialCode: string;
  mobile: string;
  /** Address lines and pin code, as given at sign-up (an Advocate added by a SuperAdmin has none). */
  address: string | null;
  state: string | null;
  city: string | null;
  /** ISO instants. */
  signedUpAt: string;
  status: AdvocateVerificationStatus;
  verifiedAt: string | null;
  verifiedByName: string | null;
  /**
   * A verified Advocate whose enrollment number this one resembles (the same once separators, leading zeros and
   * letters that pass for digits are set aside), for the Controller to check before verifying; null if none.
   */
  resembles: { userId: string; name: string; enrollmentNumber: string } | null;
};

export type AdvocateApplicantPage = ApiPage<AdvocateApplicant>;
