import { PAGE_SIZE, type AdvocateVerificationStatus } from '@nyaya/shared';
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../core/db/client.ts';
import { users } from '../../core/db/schema/index.ts';

const verifier = alias(users, 'verifier');
const resembled = alias(users, 'resembled');

/**
 * What is left of an enrollment number when look-alikes are set aside: NFKC (for numbers stored before sign-up
 * wrote the canonical form), letters that pass for digits read as those digits (O 0, I and L 1, S 5, B 8, Z 2), each
 * run of digits without its leading zeros, nothing but ASCII letters and digits. 'D/01234/2020', 'D-1234-2020' and
 * 'D/I234/2O20' all come to 'D12342020'. Numbers one digit apart are not alike: neighbouring serial numbers are
 * different advocates.
 */
const lookAlike = (enrollmentNumber: AnyPgColumn) =>
  sql`regexp_replace(regexp_replace(translate(upper(normalize(${enrollmentNumber}, NFKC)), 'OILSBZ', '011582'), '(^|[^0-9])0+([0-9])', '\\1\\2', 'g'), '[^A-Z0-9]', '', 'g')`;

/** The verified Advocate (another account) whose enrollment number this one's looks like, as JSON. */
const resembles = sql<Resemblance | null>`(select json_build_object('userId', ${resembled.id}, 'name', ${resembled.firstName} || ' ' || ${resembled.lastName}, 'enrollmentNumber', ${resembled.enrollmentNumber})
  from ${users} ${resembled} where ${resembled.role} = 'Advocate' and ${resembled.advocateVerifiedAt} is not null and ${resembled.id} <> ${users.id}
  and ${lookAlike(resembled.enrollmentNumber)} = ${lookAlike(users.enrollmentNumber)} order by ${resembled.advocateVerifiedAt} limit 1)`;

type Resemblance = { userId: string; name: string; enrollmentNumber: string };

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
  resembles,
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
  resembles: Resemblance | null;
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
