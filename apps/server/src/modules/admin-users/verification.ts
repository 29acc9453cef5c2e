import type { Database } from '../../core/db/client.ts';
import { recordAccess } from '../../core/access-log.ts';
import type { UserRecord } from '../../core/user-records.ts';

type Saved = { role: string; enrollmentNumber: string | null };
type VerificationColumns = { advocateVerifiedAt: Date | null; advocateVerifiedBy: string | null };

function sameNumber(a: string | null, b: string | null): boolean {
  return a?.toUpperCase() === b?.toUpperCase();
}

/**
 * What a SuperAdmin's save does to an Advocate's verification: an enrollment number they enter themselves
 * (a new Advocate, a changed number) counts as checked by them; any other role has none. Undefined: unchanged.
 */
export function verificationOnSave(
  saved: Saved,
  before: Saved | undefined,
  admin: UserRecord,
): VerificationColumns | undefined {
  if (saved.role !== 'Advocate') return { advocateVerifiedAt: null, advocateVerifiedBy: null };
  const entered = before?.role !== 'Advocate' || !sameNumber(before.enrollmentNumber, saved.enrollmentNumber);
  return entered ? { advocateVerifiedAt: new Date(), advocateVerifiedBy: admin.id } : undefined;
}

/** The access-log line of a verification an admin's save made. */
export async function recordVerifiedOnSave(
  db: Database,
  entry: { client: { ip: string; userAgent: string | null }; admin: UserRecord },
  advocate: { email: string; enrollmentNumber: string | null },
): Promise<void> {
  const { admin, client } = entry;
  await recordAccess(db, {
    event: 'advocate_verified',
    client,
    userId: admin.id,
    role: admin.role,
    userIdentifier: admin.email,
    target: advocate.email,
    detail: `enrollment ${advocate.enrollmentNumber ?? 'none'}, entered by the administrator`,
  });
}
