import { or, sql } from 'drizzle-orm';
import { caseless } from '../../core/db/caseless.ts';
import { causeListEntries as e } from '../../core/db/schema/index.ts';

/** Whether a cause-list entry names an advocate's enrollment, for either side (letters in any case). */
export function namesEnrollment(
  entry: { petitionerEnrollmentId: string; respondentEnrollmentId: string },
  enrollmentNumber: string,
): boolean {
  const wanted = enrollmentNumber.toUpperCase();
  return [entry.petitionerEnrollmentId, entry.respondentEnrollmentId].some(
    (enrolled) => enrolled.toUpperCase() === wanted,
  );
}

/** A cause-list entry names this enrollment for either side. */
export function entryNames(enrollmentNumber: string) {
  const enrollment = caseless(enrollmentNumber);
  return or(
    sql`${caseless(e.petitionerEnrollmentId)} = ${enrollment}`,
    sql`${caseless(e.respondentEnrollmentId)} = ${enrollment}`,
  );
}
