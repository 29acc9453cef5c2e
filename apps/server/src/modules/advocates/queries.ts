import { PAGE_SIZE, type AdvocateVerificationStatus } from '@nyaya/shared';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

const verifier = alias(users, 'verifier');

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  enrollmentNumber: users.enrollmentNumber,
  email: users.email,
  dialCode: users.dialCode,
  mobile: users.mobile,
  address1: users.address1,
  address2: users.address2,
  pinCode: users.pinCode,
  state: users.state,
  city: users.city,
  createdAt: users.createdAt,
  isActive: users.isActive,
  verifiedAt: users.advocateVerifiedAt,
  verifierFirstName: verifier.firstName,
  verifierLastName: verifier.lastName,
};

/** An Advocate account with what the verification page shows of it. */
export type ApplicantRecord = {
  id: string;
  firstName: string;
  lastName: string;
  enrollmentNumber: string | null;
  email: string;
  dialCode: string;
  mobile: string;
  address1: string | null;
  address2: string | null;
  pinCode: string | null;
  state: string | null;
  city: string | null;
  createdAt: Date;
  isActive: boolean;
  verifiedAt: Date | null;
  verifierFirstName: string | null;
  verifierLastName: string | null;
};

const isAdvocate = eq(users.role, 'Advocate');

/** Rejection deactivates the account, so an unverified inactive Advocate is a rejected one. */
export const ADVOCATES_BY_STATUS: Record<AdvocateVerificationStatus, SQL | undefined> = {
  pending: and(isAdvocate, isNull(users.advocateVerifiedAt), eq(users.isActive, true)),
  verified: and(isAdvocate, isNotNull(users.advocateVerifiedAt)),
  rejected: and(isAdvocate, isNull(users.advocateVerifiedAt), eq(users.isActive, false)),
};

/** Pending applicants oldest first (a queue); decided ones most recently decided first. */
const ORDER: Record<AdvocateVerificationStatus, SQL[]> = {
  pending: [asc(users.createdAt), asc(users.id)],
  verified: [desc(users.advocateVerifiedAt), desc(users.id)],
  rejected: [desc(users.updatedAt), desc(users.id)],
};

function selectApplicants(db: Database) {
  return db.select(columns).from(users).leftJoin(verifier, eq(users.advocateVerifiedBy, verifier.id));
}

export async function findApplicant(db: Database, userId: string): Promise<ApplicantRecord | undefined> {
  const [row] = await selectApplicants(db).where(and(isAdvocate, eq(users.id, userId)));
  return row;
}

/** One page (PAGE_SIZE.default) of the Advocates in one verification status. */
export async function listApplicants(db: Database, status: AdvocateVerificationStatus, page: number) {
  const where = ADVOCATES_BY_STATUS[status];
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  const total = counted?.total ?? 0;
  const rows: ApplicantRecord[] = await selectApplicants(db)
    .where(where)
    .orderBy(...ORDER[status])
    .limit(PAGE_SIZE.default)
    .offset((page - 1) * PAGE_SIZE.default);
  return { rows, total, totalPages: Math.ceil(total / PAGE_SIZE.default) };
}
