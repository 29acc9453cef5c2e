import { MESSAGES } from '@nyaya/shared';
import { and, eq, ne, or } from 'drizzle-orm';
import type { Database } from '../../core/db/client.ts';
import { users } from '../../core/db/schema/index.ts';
import { conflict } from '../../core/errors.ts';
import { contactsVerified } from './unverified-accounts.ts';
import { enrollmentTaken } from './enrollment.ts';

const UNIQUE_VIOLATION = '23505';

function alreadyRegistered(email: boolean) {
  return email ? conflict(MESSAGES.emailTaken, 'email') : conflict(MESSAGES.mobileTaken, 'mobile');
}

/** 409 naming the field when another verified account already has this e-mail or mobile. */
export async function assertContactsFree(
  db: Database,
  contacts: { email: string; mobile: string },
  exceptUserId?: string,
): Promise<void> {
  const sameContact = and(
    contactsVerified,
    or(eq(users.email, contacts.email), eq(users.mobile, contacts.mobile)),
  );
  const [taken] = await db
    .select({ email: users.email })
    .from(users)
    .where(exceptUserId ? and(sameContact, ne(users.id, exceptUserId)) : sameContact)
    .limit(1);
  if (taken) throw alreadyRegistered(taken.email === contacts.email);
}

/** The unique constraint a failed write hit, if that is why it failed (drizzle wraps the driver's error). */
function violatedConstraint(error: unknown): string | undefined {
  for (const candidate of [error, error instanceof Error ? error.cause : undefined]) {
    if (candidate instanceof Object && 'code' in candidate && candidate.code === UNIQUE_VIOLATION) {
      return 'constraint' in candidate ? String(candidate.constraint) : '';
    }
  }
  return undefined;
}

/**
 * For a write racing another with the same e-mail, mobile or enrollment number past assertContactsFree and
 * assertEnrollmentFree: turns the unique violation into the same 409, and rethrows anything else.
 */
export function rethrowContactTaken(error: unknown): never {
  const constraint = violatedConstraint(error);
  if (constraint === undefined) throw error;
  if (constraint.includes('enrollment')) throw enrollmentTaken();
  throw alreadyRegistered(constraint.includes('email'));
}
