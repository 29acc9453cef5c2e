import type { AdvocateApplicant } from '@nyaya/shared';

export function mobileOf(applicant: AdvocateApplicant): string {
  return `+${applicant.dialCode} ${applicant.mobile}`;
}

/** Address, city and state on one line, leaving out what the applicant did not give. */
export function placeOf(applicant: AdvocateApplicant): string {
  return [applicant.address, applicant.city, applicant.state].filter(Boolean).join(', ');
}
